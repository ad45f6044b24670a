import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrizzleGateway } from '../../../adapters/persistence/drizzle/drizzle-gateway.js';
import {
  countRows,
  countStatement,
  pageStatements,
} from '../../../adapters/persistence/drizzle/listing/keyset-page.js';
import { snakeCase } from '../../../adapters/persistence/drizzle/records/kind-columns.js';
import type { ArchivableTable } from '../../../adapters/persistence/drizzle/records/mapping.js';
import { recordListingTable } from '../../../adapters/persistence/drizzle/records/record-listing-table.js';
import { taskListingColumns } from '../../../adapters/persistence/drizzle/tasks/task-listing-table.js';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import { sqliteDialect } from '../../../adapters/persistence/sqlite/sqlite-dialect.js';
import type { ListPosition, ListQuery } from '../../../application/listing/list-query.js';
import {
  TASK_SORT_KEYS,
  type TaskFilter,
  type TaskSortKey,
} from '../../../application/tasks/task-listing.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { TASK_PRIORITIES, TASK_STATUSES, taskKind } from '../../../domain/tasks/task.js';
import { createTestDatabase, describeEachBackend, type TestDatabase } from '../../support/backends.js';
import { aTask, T0 } from '../../support/persistence.js';

const TASKS = 3000;
const TAGS = 50;

/** What a statement's plan must show: the index it reads, and no sort step of its own. */
interface Expected {
  readonly index: RegExp;
  readonly sorted: boolean;
}

/**
 * docs/adr/0025-keyset-lists-and-word-search.md: every offered sort reads its index in order (no
 * sort step), at the start and after a cursor, and every selective filter reads its own index.
 * On analysed data of realistic spread, so the planners choose as they would on a big table.
 */
describeEachBackend(
  'task list query plans',
  (backend) => {
    let database: TestDatabase;
    let persistence: Persistence;
    let gateway: DrizzleGateway;
    let tagIds: number[];
    let nomenclatureId: number;

    beforeAll(async () => {
      database = await createTestDatabase(backend, { fresh: true });
      persistence = await openPersistence(database.config);
      gateway = persistence.unitOfWork as unknown as DrizzleGateway;
      tagIds = [];
      for (let i = 0; i < TAGS; i++) {
        tagIds.push((await persistence.tags.insert(aTag(i))).id);
      }
      nomenclatureId = (await persistence.nomenclatures.insert(aNomenclature())).id;
      await persistence.tasks.insertMany(
        Array.from({ length: TASKS }, (_, i) => spreadTask(i, tagIds, nomenclatureId)),
      );
      await gateway.write((db) => gateway.dialect.run(db, sql.raw('analyze')));
    }, 60_000);
    afterAll(async () => {
      await persistence?.close();
      await database?.drop();
    });

    const query = (key: TaskSortKey, descending: boolean, filter: TaskFilter = {}, words: string[] = []) =>
      ({ sort: { key, descending }, filter, words }) satisfies ListQuery<TaskSortKey, TaskFilter>;

    const plansOf = async (q: ListQuery<TaskSortKey, TaskFilter>, after?: ListPosition) => {
      const listing = recordListingTable(
        gateway.tables.tasks as unknown as ArchivableTable,
        taskListingColumns(gateway.tables),
      );
      const plans: { plan: string; ties: boolean }[] = [];
      for (const statement of pageStatements(gateway.reader(), gateway, listing, q, after)) {
        const { sql: text, params } = statement(50).toSQL();
        // The rows tying with the cursor: a planner expecting few may sort them by ID.
        plans.push({ plan: await explain(gateway, { sql: text, params }), ties: /\) = \(/.test(text) });
      }
      return plans;
    };

    // A sorted field declared later follows the same naming (kind-indexes.ts).
    const SORT_INDEX: Partial<Record<TaskSortKey, RegExp>> = {
      code: /tasks_active_code_unique/,
      label: /tasks_label_idx/,
      createdDate: /tasks_created_at_idx/,
      lastModifiedDate: /tasks_updated_at_idx/,
      status: /tasks_status_idx/,
      priority: /tasks_priority_idx/,
      dueDate: /tasks_due_date_idx/,
      assignedTo: /tasks_assigned_to_idx/,
    };

    describe('sorts', () => {
      for (const key of Object.keys(TASK_SORT_KEYS) as TaskSortKey[]) {
        const sortIndex = SORT_INDEX[key] ?? new RegExp(`tasks_${snakeCase(key)}_idx`);
        for (const descending of [false, true]) {
          it(`when sorted by ${descending ? '-' : ''}${key}, then every page reads ${sortIndex.source} in order`, async () => {
            const value = TASK_SORT_KEYS[key] === 'text' ? 'M' : 1_000;
            const nullable = taskKind.fields[key as keyof typeof taskKind.fields]?.nullable === true;
            const afters = nullable
              ? [undefined, { value, id: 1500 }, { value: null, id: 1500 }]
              : [undefined, { value, id: 1500 }];
            // The empty rows of a nullable key come by ID: its index, or the primary key.
            const index = nullable ? new RegExp(`${sortIndex.source}|tasks_pkey|PRIMARY KEY`) : sortIndex;
            for (const after of afters) {
              for (const { plan, ties } of await plansOf(query(key, descending), after)) {
                expectPlan(plan, { index, sorted: !ties });
              }
            }
          });
        }
      }
    });

    describe('filters', () => {
      const filters: [string, () => TaskFilter | string[], RegExp][] = [
        ['tagId', () => ({ tagIds: [tagIds[7]!] }), /task_tags_listing_idx/],
        [
          'nomenclatureId',
          () => ({ nomenclature: { id: nomenclatureId, withDescendants: false } }),
          /tasks_nomenclature_id_idx/,
        ],
        [
          'nomenclatureSubtree',
          () => ({ nomenclature: { id: nomenclatureId, withDescendants: true } }),
          /tasks_nomenclature_id_idx/,
        ],
        ['assignedTo', () => ({ assignedTo: 'person-7' }), /tasks_assigned_to_idx/],
        ['dueBefore', () => ({ dueBefore: '2026-01-03' as never }), /tasks_due_date_idx/],
        ['dueAfter', () => ({ dueAfter: '2026-12-29' as never }), /tasks_due_date_idx/],
        [
          'modifiedSince',
          () => ({ modifiedSince: instantFromMicros(T0 + TASKS - 5) }),
          /tasks_updated_at_idx/,
        ],
        ['q', () => ['rareword'], /tasks_search/],
      ];
      for (const [name, filter, index] of filters) {
        it(`when filtered by ${name}, then its rows are found through ${index.source} or in code order`, async () => {
          const given = filter();
          const q = Array.isArray(given) ? query('code', false, {}, given) : query('code', false, given);
          // Or the code index, each row tested: what a planner does when it expects a page to fill soon.
          // A search's matches are read once, apart (an InitPlan on Postgres: through the GIN index
          // on a big table, by a scan on one this small), never tested along the sort's index.
          const either = new RegExp(
            `${index.source}|tasks_active_code_unique${name === 'q' ? '|InitPlan' : ''}`,
          );
          for (const { plan } of await plansOf(q)) expectPlan(plan, { index: either, sorted: false });
        });
      }

      it('when a search is broad, then its rows are tested along the sort index by their stored words', async () => {
        const listing = recordListingTable(
          gateway.tables.tasks as unknown as ArchivableTable,
          taskListingColumns(gateway.tables),
        );
        for (const descending of [false, true]) {
          const q = query('label', descending, {}, ['common', 'wor']);
          for (const statement of pageStatements(gateway.reader(), gateway, listing, q, undefined, true)) {
            const plan = await explain(gateway, statement(50).toSQL());
            expectPlan(plan, { index: SORT_INDEX.label!, sorted: true });
            // Not the search index: FTS5 gathers every match of a prefix before the first, and
            // Postgres built a tsvector for each row it tested.
            expect(plan, plan).not.toMatch(backend === 'postgres' ? /search_words|tsvector/ : /tasks_search/);
          }
        }
        // Tested or driving, a search finds the same rows: words begin where a stored word does.
        const ids = async (words: string[], broad: boolean) => {
          const [statement] = pageStatements(
            gateway.reader(),
            gateway,
            listing,
            query('code', false, {}, words),
            undefined,
            broad,
          );
          return ((await statement!(5000)) as { id: number }[]).map((row) => row.id);
        };
        const expected: [string[], number][] = [
          [['common', 'wor'], TASKS - 1],
          [['ords'], 0],
          [['t'], TASKS],
          [['task', '42'], 11],
          [['rareword'], 1],
        ];
        for (const [words, count] of expected) {
          const found = await ids(words, true);
          expect(found, words.join(' ')).toHaveLength(count);
          expect(found, words.join(' ')).toEqual(await ids(words, false));
        }
      });

      it('when a broad search holds many words, then the planner, free to read the whole table, walks the sort index', async () => {
        const listing = recordListingTable(
          gateway.tables.tasks as unknown as ArchivableTable,
          taskListingColumns(gateway.tables),
        );
        const words = ['common', 'words', 'task', 't', 'c', 'w', '0'];
        for (const descending of [false, true]) {
          const q = query('code', descending, {}, words);
          for (const statement of pageStatements(gateway.reader(), gateway, listing, q, undefined, true)) {
            const plan = await explain(gateway, statement(50).toSQL(), { seqScan: true });
            expectPlan(plan, { index: SORT_INDEX.code!, sorted: true });
          }
        }
      });

      it('when a search holds one-letter words, then they are tested on the rows read, never asked of the search index', async () => {
        const listing = recordListingTable(
          gateway.tables.tasks as unknown as ArchivableTable,
          taskListingColumns(gateway.tables),
        );
        const searchIndex = backend === 'postgres' ? /search_words|tsvector|tasks_search/ : /tasks_search/;
        const statements = (words: string[], broad: boolean) =>
          pageStatements(
            gateway.reader(),
            gateway,
            listing,
            query('code', false, {}, words),
            undefined,
            broad,
          );
        for (const broad of [false, true]) {
          for (const statement of statements(['c', 'w'], broad)) {
            const plan = await explain(gateway, statement(50).toSQL());
            expectPlan(plan, { index: SORT_INDEX.code!, sorted: true });
            expect(plan, plan).not.toMatch(searchIndex);
          }
        }
        const count = countStatement(
          gateway.reader(),
          gateway,
          listing,
          query('code', false, {}, ['c', 'w']),
        );
        expect(await explain(gateway, count.toSQL())).not.toMatch(searchIndex);
        // A longer word is looked up; the one-letter word beside it is tested on the rows it gives.
        const { params } = statements(['rareword', 'a'], false)[0]!(50).toSQL();
        expect(params).toContain(backend === 'postgres' ? "'rareword':*" : '"rareword"*');
        expect(params).toContain(' a');
        expect(params.join(' ')).not.toMatch(/"a"\*|'a':\*/);

        const ids = async (words: string[], broad: boolean) =>
          ((await statements(words, broad)[0]!(5000)) as { id: number }[]).map((row) => row.id);
        const expected: [string[], number][] = [
          [['c', 'w'], TASKS - 1],
          [['a', 'h'], 1],
          [['rareword', 'a'], 1],
          [['task', 'a'], 1],
          [['x'], 0],
        ];
        for (const [words, n] of expected) {
          expect(await ids(words, false), words.join(' ')).toHaveLength(n);
          expect(await ids(words, true), words.join(' ')).toEqual(await ids(words, false));
          expect(await countRows(gateway.reader(), gateway, listing, query('code', false, {}, words))).toBe(
            n,
          );
        }
      });

      it.each([
        ['no filter', {}, /tasks_active_code_unique/],
        ['modifiedSince', { modifiedSince: instantFromMicros(T0 + 5) }, /tasks_updated_at_idx/],
        ['status', { statuses: ['TODO', 'DONE'] }, /tasks_status_idx/],
        ['priority', { priorities: ['HIGH'] }, /tasks_priority_idx/],
        ['assignee', { assignedTo: 'person-1' }, /tasks_assigned_to_idx/],
        ['due date', { dueBefore: '2026-06-01' }, /tasks_due_date_idx/],
      ] as [string, TaskFilter, RegExp][])(
        'when counted with %s, then its index is read, never the table',
        async (_, filter, index) => {
          const listing = recordListingTable(
            gateway.tables.tasks as unknown as ArchivableTable,
            taskListingColumns(gateway.tables),
          );
          const q = query('code', false, filter);
          const statement = countStatement(gateway.reader(), gateway, listing, q).toSQL();
          expectPlan(await explain(gateway, statement), {
            index: backend === 'sqlite' ? index : /_idx|_unique/,
            sorted: false,
          });
          expect(await countRows(gateway.reader(), gateway, listing, q)).toBeGreaterThan(0);
        },
      );

      it.each([
        ['a status and a tag', { statuses: ['TODO'], tagIds: [3] }, false],
        ['two statuses and a tag, descending', { statuses: ['TODO', 'DONE'], tagIds: [3] }, true],
        ['two tags of any status', { tagIds: [3, 4] }, false],
      ] as [string, TaskFilter, boolean][])(
        'when filtered by %s in code order, then pages and counts read task_tags_listing_idx',
        async (_, filter, descending) => {
          const q = query('code', descending, { ...filter, tagIds: filter.tagIds!.map((i) => tagIds[i]!) });
          for (const after of [undefined, { value: 'T-001500', id: 1500 }]) {
            for (const { plan } of await plansOf(q, after)) {
              expectPlan(plan, { index: /task_tags_listing_idx/, sorted: false });
            }
          }
          const listing = recordListingTable(
            gateway.tables.tasks as unknown as ArchivableTable,
            taskListingColumns(gateway.tables),
          );
          const count = countStatement(gateway.reader(), gateway, listing, q).toSQL();
          expectPlan(await explain(gateway, count), { index: /task_tags_listing_idx/, sorted: false });
          expect(await countRows(gateway.reader(), gateway, listing, q)).toBeGreaterThan(0);
        },
      );
    });

    // SQLite only, whose planner walked the sort's index past every other value. Postgres on a
    // table this small prefers to walk the primary key for each pair and sort what it keeps;
    // bench:lists shows its plan on skewed data.
    const sqliteOnly = backend === 'postgres' ? () => {} : describe;
    sqliteOnly('filters of few values', () => {
      const VALUE_INDEX: Partial<Record<TaskSortKey, RegExp>> = {
        code: /tasks_values_code_idx/,
        label: /tasks_values_label_idx/,
        createdDate: /tasks_values_created_at_idx/,
        lastModifiedDate: /tasks_values_updated_at_idx/,
        status: /tasks_values_idx/,
        priority: /tasks_values_idx/,
        dueDate: /tasks_values_due_date_idx/,
        assignedTo: /tasks_values_assigned_to_idx/,
      };
      const filters: [string, TaskFilter][] = [
        ['a status', { statuses: ['IN_PROGRESS'] }],
        ['two priorities', { priorities: ['LOW', 'URGENT'] }],
        ['a status and a priority', { statuses: ['DONE'], priorities: ['HIGH'] }],
      ];
      for (const key of Object.keys(TASK_SORT_KEYS) as TaskSortKey[]) {
        it(`when filtered by status or priority and sorted by ${key}, then each pair of values is an index range, never a walk past other values`, async () => {
          const value = TASK_SORT_KEYS[key] === 'text' ? 'M' : 1_000;
          for (const [, filter] of filters) {
            for (const descending of [false, true]) {
              for (const after of [undefined, { value, id: 1500 }]) {
                for (const { plan, ties } of await plansOf(query(key, descending, filter), after)) {
                  // Each arm reads its pair's range of the sort's value index; the rows tying with the
                  // cursor may come from another index's range (a label's ties: the label index).
                  const valueIndex = VALUE_INDEX[key] ?? new RegExp(`tasks_values_${snakeCase(key)}_idx`);
                  if (!ties) expect(plan, plan).toMatch(valueIndex);
                  expect(plan, plan).not.toMatch(
                    backend === 'sqlite'
                      ? /^SCAN tasks( USING| *$)/m
                      : /Seq Scan on tasks|Filter: .*status_rank/,
                  );
                }
              }
            }
          }
        });
      }
    });

    function expectPlan(plan: string, expected: Expected) {
      expect(plan, plan).toMatch(expected.index);
      expect(plan, plan).not.toMatch(
        backend === 'sqlite' ? /^SCAN (tasks|task_tags)$/m : /Seq Scan on (tasks|task_tags)/,
      );
      if (expected.sorted) expect(plan, plan).not.toMatch(backend === 'sqlite' ? /TEMP B-TREE/ : /Sort/);
    }
  },
  ['sqlite', 'postgres'],
);

/** The plan of one statement, one line per step. */
async function explain(
  gateway: DrizzleGateway,
  statement: { sql: string; params: unknown[] },
  { seqScan = false }: { readonly seqScan?: boolean } = {},
): Promise<string> {
  const client = (gateway.reader() as unknown as { $client: unknown }).$client;
  if (gateway.dialect === sqliteDialect) {
    const sqlite = client as { prepare(text: string): { all(...params: unknown[]): { detail: string }[] } };
    return sqlite
      .prepare(`explain query plan ${statement.sql}`)
      .all(...statement.params)
      .map((row) => row.detail)
      .join('\n');
  }
  const postgres = client as {
    begin<T>(work: (tx: { unsafe(text: string, params?: unknown[]): Promise<T> }) => Promise<T>): Promise<T>;
  };
  // Only a missing index makes the planner read a table whole: it reads one when it has no other
  // way, unless `seqScan` lets it weigh a whole read against the index as on a big table.
  const rows = (await postgres.begin(async (tx) => {
    if (!seqScan) await tx.unsafe('set local enable_seqscan = off');
    return tx.unsafe(`explain ${statement.sql}`, statement.params);
  })) as unknown as Record<string, string>[];
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

function aTag(i: number) {
  return {
    code: `tag-${i}`,
    label: `Tag ${i}`,
    description: null,
    createdAt: T0,
    createdBy: 'a',
    updatedAt: T0,
    updatedBy: 'a',
  };
}

function aNomenclature() {
  return {
    code: 'N',
    label: 'N',
    description: null,
    parentId: null,
    createdAt: T0,
    createdBy: 'a',
    updatedAt: T0,
    updatedBy: 'a',
  };
}

/** Values spread as on a real table: 4 statuses, 300 people, a year of due dates, some empty. */
function spreadTask(i: number, tagIds: readonly number[], nomenclatureId: number) {
  const at = instantFromMicros(T0 + i);
  return aTask({
    code: `T-${String(i).padStart(6, '0')}`,
    label: `Task ${(i * 7919) % TASKS}`,
    description: i === 42 ? 'a rareword here' : `common words ${i % 10}`,
    status: TASK_STATUSES[i % 4]!,
    priority: TASK_PRIORITIES[(i >> 2) % 4]!,
    dueDate:
      i % 5 === 0 ? null : (new Date(Date.UTC(2026, 0, 1 + (i % 365))).toISOString().slice(0, 10) as never),
    assignedTo: i % 7 === 0 ? null : `person-${i % 300}`,
    tagIds: [tagIds[i % TAGS]!, tagIds[(i * 3 + 1) % TAGS]!].filter((id, k, all) => all.indexOf(id) === k),
    nomenclatureId: i % 30 === 0 ? nomenclatureId : null,
    createdAt: at,
    updatedAt: at,
  });
}
