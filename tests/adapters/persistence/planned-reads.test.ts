import { sql } from 'drizzle-orm';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrizzleGateway } from '../../../adapters/persistence/drizzle/drizzle-gateway.js';
import { pageStatements } from '../../../adapters/persistence/drizzle/listing/keyset-page.js';
import { planned } from '../../../adapters/persistence/drizzle/listing/page-rows.js';
import type { ArchivableTable } from '../../../adapters/persistence/drizzle/records/mapping.js';
import { recordListingTable } from '../../../adapters/persistence/drizzle/records/record-listing-table.js';
import { taskListingColumns } from '../../../adapters/persistence/drizzle/tasks/task-listing-table.js';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import { MAX_TEXTS, PlannedReads } from '../../../adapters/persistence/postgres/planned-reads.js';
import type { ListQuery } from '../../../application/listing/list-query.js';
import {
  TASK_SORT_KEYS,
  type TaskFilter,
  type TaskSortKey,
} from '../../../application/tasks/task-listing.js';
import { TASK_PRIORITIES, TASK_STATUSES } from '../../../domain/tasks/task.js';
import { createTestDatabase, describeEachBackend, type TestDatabase } from '../../support/backends.js';
import { aNomenclature, aTag, aTask } from '../../support/persistence.js';

const OTHER_STATUSES = TASK_STATUSES.filter((status) => status !== 'IN_PROGRESS');

const query = (filter: TaskFilter, words: string[] = [], key: TaskSortKey = 'code', descending = false) =>
  ({ sort: { key, descending }, filter, words }) satisfies ListQuery<TaskSortKey, TaskFilter>;

describe('Postgres prepared reads', () => {
  it('when more texts come than the bound, then the texts admitted first stay prepared and the others run unprepared', async () => {
    const prepared: boolean[] = [];
    const client = {
      unsafe: (_text: string, _params: unknown[], options: { prepare: boolean }) => {
        prepared.push(options.prepare);
        return { values: async () => [[1]] };
      },
    } as unknown as postgres.Sql;
    const reads = new PlannedReads();
    for (let i = 0; i < MAX_TEXTS; i++) expect(await reads.rows(client, `select ${i}`, [])).toEqual([[1]]);
    await reads.rows(client, 'select beyond', []);
    await reads.rows(client, 'select 0', []);
    expect(prepared.slice(0, MAX_TEXTS).every(Boolean)).toBe(true);
    expect(prepared.slice(MAX_TEXTS)).toEqual([false, true]);
  });
});

describeEachBackend('planned pages', () => {
  let database: TestDatabase;
  let persistence: Persistence;
  let gateway: DrizzleGateway;
  const listing = () =>
    recordListingTable(
      gateway.tables.tasks as unknown as ArchivableTable,
      taskListingColumns(gateway.tables),
    );

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    persistence = await openPersistence(database.config);
    gateway = persistence.unitOfWork as unknown as DrizzleGateway;
    const tag = await persistence.tags.insert(aTag());
    const nomenclature = await persistence.nomenclatures.insert(aNomenclature());
    await persistence.tasks.insertMany(
      Array.from({ length: 3000 }, (_, i) =>
        aTask({
          code: `T-${String(i).padStart(6, '0')}`,
          label: `Task ${(i * 7919) % 3000}`,
          // IN_PROGRESS held by the 30 lowest codes alone: last under `sort=-code`.
          status: i < 30 ? 'IN_PROGRESS' : OTHER_STATUSES[i % OTHER_STATUSES.length]!,
          priority: TASK_PRIORITIES[(i >> 2) % 4]!,
          tagIds: i % 10 === 0 ? [tag.id] : [],
          nomenclatureId: i % 30 === 0 ? nomenclature.id : null,
        }),
      ),
    );
    await gateway.write((db) => gateway.dialect.run(db, sql.raw('analyze')));
  }, 60_000);
  afterAll(async () => {
    await persistence?.close();
    await database?.drop();
  });

  it('when a page has search words or filters beyond status and priority, then it is not planned once for all values', () => {
    const table = listing();
    expect(planned(gateway.dialect, table, query({}))).toBe(true);
    expect(planned(gateway.dialect, table, query({ statuses: ['DONE'], priorities: ['HIGH', 'LOW'] }))).toBe(
      true,
    );
    expect(planned(gateway.dialect, table, query({}, ['lantern']))).toBe(false);
    expect(planned(gateway.dialect, table, query({ tagIds: [1] }))).toBe(false);
    expect(planned(gateway.dialect, table, query({ nomenclature: { id: 1, withDescendants: true } }))).toBe(
      false,
    );
    expect(planned(gateway.dialect, table, query({ assignedTo: 'erika' }))).toBe(false);
    expect(planned(gateway.dialect, table, query({ statuses: ['DONE'], assignedTo: 'erika' }))).toBe(false);
  });

  // A plan kept for a text cannot see the values it is then given: planned for a common status,
  // a rare one would be read by walking the sort's index past every other row. So a page carries
  // its values in its text, and the plan kept for it is planned for them.
  it('when a page of a rare status is prepared, then the plan kept reads its own index range, never a walk past other values', async () => {
    const filters: TaskFilter[] = [
      { statuses: ['IN_PROGRESS'] },
      { statuses: ['IN_PROGRESS'], priorities: ['HIGH', 'LOW'] },
    ];
    for (const key of Object.keys(TASK_SORT_KEYS) as TaskSortKey[]) {
      for (const filter of filters) {
        for (const descending of [false, true]) {
          const q = query(filter, [], key, descending);
          for (const statement of pageStatements(gateway.reader(), gateway, listing(), q, undefined)) {
            const plan = await keptPlan(gateway, statement(50).toSQL());
            expect(plan, plan).toMatch(/Index Cond: \(\(status_rank = 1\) AND \(priority_rank = \d\)/);
            expect(plan, plan).not.toMatch(/Filter: .*status_rank/);
          }
        }
      }
    }
  });

  it('when a planned page is read through the service twice, then it answers the same rows', async () => {
    const q = query({ statuses: ['TODO'] }, [], 'label', true);
    const first = await persistence.tasks.page(q, 20, undefined);
    expect(first).toHaveLength(20);
    // Past the fifth run, when Postgres may keep the generic plan.
    for (let i = 0; i < 7; i++) expect(await persistence.tasks.page(q, 20, undefined)).toEqual(first);
    expect(first.every((task) => task.status === 'TODO')).toBe(true);
    const labels = first.map((task) => task.label);
    expect(labels).toEqual([...labels].sort().reverse());
  });
}, ['postgres']);

/** The plan Postgres keeps for a statement prepared once (a generic plan), without its costs. */
async function keptPlan(gateway: DrizzleGateway, { sql: text, params }: { sql: string; params: unknown[] }) {
  const client = (gateway.reader() as unknown as { $client: postgres.Sql }).$client;
  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  const rows = await client.begin(async (tx) => {
    await tx.unsafe('set local plan_cache_mode = force_generic_plan');
    await tx.unsafe(`prepare page as ${text}`);
    const plan = await tx.unsafe(`explain (costs off) execute page(${params.map(literal).join(', ')})`);
    await tx.unsafe('deallocate page');
    return plan;
  });
  return (rows as unknown as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n');
}
