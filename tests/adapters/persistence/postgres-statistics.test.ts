import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DatabaseConfig } from '../../../adapters/persistence/database-config.js';
import type { DrizzleGateway } from '../../../adapters/persistence/drizzle/drizzle-gateway.js';
import { pageStatements } from '../../../adapters/persistence/drizzle/listing/keyset-page.js';
import { isBroad } from '../../../adapters/persistence/drizzle/listing/search-condition.js';
import type { ArchivableTable } from '../../../adapters/persistence/drizzle/records/mapping.js';
import { recordListingTable } from '../../../adapters/persistence/drizzle/records/record-listing-table.js';
import { taskListingColumns } from '../../../adapters/persistence/drizzle/tasks/task-listing-table.js';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import type { Archivable } from '../../../domain/records/archivable.js';
import type { TaskFields } from '../../../domain/tasks/task.js';
import { createTestDatabase, describeEachBackend, type TestDatabase } from '../../support/backends.js';
import { aTag, aTask, T0 } from '../../support/persistence.js';

const BULK = 10_000;
/** The smallest write that refreshes the statistics of a table never analysed (statistics.ts). */
const SMALL_WRITE = 1000;
const pgDialect = new PgDialect();

function tasks(count: number, label: string) {
  return Array.from({ length: count }, (_, i) => aTask({ code: `S${String(i).padStart(6, '0')}`, label }));
}

/** What the planner believes about the tasks table: its row estimate and when it was analysed. */
async function plannerView(config: DatabaseConfig) {
  if (config.kind !== 'postgres') throw new Error('Postgres only');
  const sql = postgres(config.url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ reltuples: number }[]>`select reltuples from pg_class where relname = 'tasks'`;
    const plan = await sql.unsafe(
      `explain select * from tasks where archived_at is null and code > 'S005000' order by code limit 1000`,
    );
    return { estimate: row!.reltuples, plan: plan.map((line) => Object.values(line)[0]).join('\n') };
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * A bulk load leaves Postgres without statistics until autovacuum comes by, and an export's
 * keyset batches then sort every remaining row each time; a large write refreshes them itself.
 */
describeEachBackend(
  'planner statistics after a large write',
  (backend) => {
    let database: TestDatabase;
    let persistence: Persistence;
    beforeEach(async () => {
      database = await createTestDatabase(backend, { fresh: true });
      persistence = await openPersistence(database.config);
    });
    afterEach(async () => {
      await persistence.close();
      await database.drop();
    });

    it(`when ${BULK} tasks are inserted, then the planner knows them and walks the code index`, async () => {
      await persistence.tasks.insertMany(tasks(BULK, 'first'));
      const view = await plannerView(database.config);
      expect(view.estimate).toBeGreaterThanOrEqual(BULK * 0.9);
      expect(view.plan).toContain('Index Scan using tasks_active_code_unique');
      expect(view.plan).not.toContain('Sort');
    });

    it(`when ${BULK} tasks with tags are inserted, then their links have statistics and a page's links are read by their key`, async () => {
      const tag = await persistence.tags.insert(aTag());
      await persistence.tasks.insertMany(tasks(BULK, 'first').map((task) => ({ ...task, tagIds: [tag.id] })));
      if (database.config.kind !== 'postgres') throw new Error('Postgres only');
      const { tables, dialect } = persistence.unitOfWork as unknown as DrizzleGateway;
      const { taskTags } = tables;
      // The statement a page of tasks reads its links with (drizzle-task.repository.ts).
      const links = pgDialect.sqlToQuery(
        sql`select task_id, tag_id from ${taskTags} where ${dialect.sql.inJsonIds(taskTags.taskId, sql.placeholder('ids'))}`,
      );
      const client = postgres(database.config.url, { max: 1, onnotice: () => {} });
      try {
        const [analysed] =
          await client`select count(*)::int as n from pg_stats where tablename = 'task_tags'`;
        expect(analysed!.n).toBeGreaterThan(0);
        const ids = JSON.stringify(Array.from({ length: 50 }, (_, i) => i + 1));
        const plan = await client.unsafe(`explain ${links.sql}`, [ids]);
        const text = plan.map((line) => Object.values(line)[0]).join('\n');
        expect(text, text).toContain('task_tags_task_id_tag_id_pk');
        expect(text, text).not.toContain('Seq Scan on task_tags');
      } finally {
        await client.end({ timeout: 1 });
      }
    });

    it('when tasks are updated in one write, then the statistics are refreshed again', async () => {
      // Two writes below the smallest that refreshes anything, so that only the update can.
      const all = tasks(2 * (SMALL_WRITE - 1), 'first');
      const stored: Archivable<TaskFields>[] = [
        ...(await persistence.tasks.insertMany(all.slice(0, SMALL_WRITE - 1))),
        ...(await persistence.tasks.insertMany(all.slice(SMALL_WRITE - 1))),
      ];
      expect((await plannerView(database.config)).estimate).toBeLessThan(0);
      await persistence.tasks.updateMany(stored.map((task) => ({ ...task, label: 'second' })));
      expect((await plannerView(database.config)).estimate).toBeGreaterThanOrEqual(all.length * 0.9);
    });

    it('when a table is seeded in writes each below the bulk size, then the planner knows its rows', async () => {
      for (let start = 0; start < 6000; start += 2000) {
        await persistence.tasks.insertMany(
          tasks(2000, 'first').map((task, i) => ({ ...task, code: `S${start + i}` })),
        );
      }
      expect((await plannerView(database.config)).estimate).toBeGreaterThanOrEqual(6000 * 0.9);
      // And the search index holds every word: none left in the pending list each search reads whole.
      if (database.config.kind !== 'postgres') throw new Error('Postgres only');
      const client = postgres(database.config.url, { max: 1, onnotice: () => {} });
      try {
        const [cleaned] =
          await client`select gin_clean_pending_list('tasks_search_idx'::regclass)::int as pages`;
        expect(cleaned!.pages).toBe(0);
      } finally {
        await client.end({ timeout: 1 });
      }
    });

    it('when a word is in one listed row of a hundred, then its page asks the search index, never each row', async () => {
      const all = Array.from({ length: 6000 }, (_, i) =>
        aTask({ code: `S${String(i).padStart(6, '0')}`, label: i % 100 === 3 ? 'a lantern' : `task ${i}` }),
      );
      for (let start = 0; start < all.length; start += 2000) {
        await persistence.tasks.insertMany(all.slice(start, start + 2000));
      }
      const gateway = persistence.unitOfWork as unknown as DrizzleGateway;
      const listing = recordListingTable(
        gateway.tables.tasks as unknown as ArchivableTable,
        taskListingColumns(gateway.tables),
      );
      const query = { sort: { key: 'code' as const, descending: false }, filter: {}, words: ['lantern'] };
      expect(await isBroad(gateway.reader(), gateway, listing, query.words)).toBe(false);
      const [page] = pageStatements(gateway.reader(), gateway, listing, query, undefined, false);
      const { sql: text, params } = page!(50).toSQL();
      if (database.config.kind !== 'postgres') throw new Error('Postgres only');
      const client = postgres(database.config.url, { max: 1, onnotice: () => {} });
      try {
        const plan = (await client.unsafe(`explain ${text}`, params as never[]))
          .map((line) => Object.values(line)[0])
          .join('\n');
        expect(plan, plan).toContain('tasks_search_idx');
        // The old plan, analysed or not: every listed row read, its words made a tsvector and tested.
        expect(plan, plan).not.toContain('Seq Scan on tasks');
      } finally {
        await client.end({ timeout: 1 });
      }
      expect(await persistence.tasks.page(query, 50, undefined)).toHaveLength(50);
    });

    it('when a word is in one listed row of eight, then its page walks the sort index instead of reading every match', async () => {
      const all = Array.from({ length: 6000 }, (_, i) =>
        aTask({ code: `S${String(i).padStart(6, '0')}`, label: i % 8 === 3 ? 'a lantern' : `task ${i}` }),
      );
      await persistence.tasks.insertMany(all);
      const gateway = persistence.unitOfWork as unknown as DrizzleGateway;
      const listing = recordListingTable(
        gateway.tables.tasks as unknown as ArchivableTable,
        taskListingColumns(gateway.tables),
      );
      const query = { sort: { key: 'code' as const, descending: false }, filter: {}, words: ['lantern'] };
      // 750 matches, fewer than the 2 000 that made a search broad whatever the table's size.
      expect(await isBroad(gateway.reader(), gateway, listing, query.words)).toBe(true);
      const page = await persistence.tasks.page(query, 50, undefined);
      expect(page.map((task) => task.code)).toEqual(
        all
          .filter((_, i) => i % 8 === 3)
          .slice(0, 50)
          .map((task) => task.code),
      );
    });

    it(`when ${SMALL_WRITE} tasks are archived in one call, then the table is vacuumed after the commit, not left to autovacuum`, async () => {
      const stored = await persistence.tasks.insertMany(tasks(SMALL_WRITE + 10, 'first'));
      const vacuums = async () => {
        if (database.config.kind !== 'postgres') throw new Error('Postgres only');
        const client = postgres(database.config.url, { max: 1, onnotice: () => {} });
        try {
          const [row] = await client<{ n: string }[]>`
            select vacuum_count as n from pg_stat_user_tables where relname = 'tasks'`;
          return Number(row!.n);
        } finally {
          await client.end({ timeout: 1 });
        }
      };
      const maintenance = persistence.unitOfWork as unknown as { reclaimed(): Promise<void> };
      // A smaller archive leaves the table to autovacuum.
      await persistence.tasks.archive(
        stored.slice(0, 10).map((task) => task.id),
        'admin',
        T0,
      );
      await maintenance.reclaimed();
      expect(await vacuums()).toBe(0);

      await persistence.tasks.archive(
        stored.slice(10).map((task) => task.id),
        'admin',
        T0,
      );
      await maintenance.reclaimed();
      expect(await vacuums()).toBe(1);
    });
  },
  ['postgres'],
);
