import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DatabaseConfig } from '../../../adapters/persistence/database-config.js';
import { inJsonIds } from '../../../adapters/persistence/drizzle/archivable/bulk-sql.js';
import type { DrizzleGateway } from '../../../adapters/persistence/drizzle/drizzle-gateway.js';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import type { Archivable } from '../../../domain/archivable/archivable.js';
import type { TaskFields } from '../../../domain/tasks/task.js';
import { createTestDatabase, describeEachBackend, type TestDatabase } from '../../support/backends.js';
import { aTag, aTask } from '../../support/persistence.js';

const BULK = 10_000;
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
      const { taskTags } = (persistence.unitOfWork as unknown as DrizzleGateway).tables;
      // The statement a page of tasks reads its links with (drizzle-task.repository.ts).
      const links = pgDialect.sqlToQuery(
        sql`select task_id, tag_id from ${taskTags} where ${inJsonIds('postgres', taskTags.taskId, sql.placeholder('ids'))}`,
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

    it(`when ${BULK} tasks are updated, then the statistics are refreshed again`, async () => {
      // Two halves, each below the threshold, so that only the update can refresh them.
      const all = tasks(BULK, 'first');
      const stored: Archivable<TaskFields>[] = [
        ...(await persistence.tasks.insertMany(all.slice(0, BULK / 2))),
        ...(await persistence.tasks.insertMany(all.slice(BULK / 2))),
      ];
      expect((await plannerView(database.config)).estimate).toBeLessThan(0);
      await persistence.tasks.updateMany(stored.map((task) => ({ ...task, label: 'second' })));
      expect((await plannerView(database.config)).plan).toContain(
        'Index Scan using tasks_active_code_unique',
      );
    });
  },
  ['postgres'],
);
