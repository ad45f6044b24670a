import fc from 'fast-check';
import { expect, it } from 'vitest';
import { ListUseCase } from '../../../application/listing/list.use-case.js';
import type { ListPosition, ListQuery, SortValue } from '../../../application/listing/list-query.js';
import {
  type TaskFilter,
  type TaskSortKey,
  taskListing,
  taskSortValue,
} from '../../../application/tasks/task-listing.js';
import { matchesWords, searchText, searchWords } from '../../../domain/listing/search-words.js';
import { compareCodePoints } from '../../../domain/shared/code-order.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { TASK_PRIORITIES, TASK_STATUSES, type Task } from '../../../domain/tasks/task.js';
import { describeEachBackend } from '../../support/backends.js';
import { aTag, aTask, T0, usePersistence } from '../../support/persistence.js';

const WORDS = ['Crème', 'brûlée', 'milk', 'Milch', 'Καλημέρα', 'report', 're-port', 'ÉTÉ', 'été', 'x'];
const PEOPLE = ['alice', 'Bob', 'bob', 'Zoë'];
const DATES = ['2026-01-01', '2026-01-02', '2026-06-30', '2027-12-31'];
const SORT_KEYS = Object.keys(taskListing.sortKeys) as TaskSortKey[];

const text = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));
const fields = fc.record({
  label: text,
  description: fc.option(text, { nil: null }),
  status: fc.constantFrom(...TASK_STATUSES),
  priority: fc.constantFrom(...TASK_PRIORITIES),
  dueDate: fc.option(fc.constantFrom(...DATES), { nil: null }),
  assignedTo: fc.option(fc.constantFrom(...PEOPLE), { nil: null }),
  tags: fc.subarray([0, 1, 2]),
  modified: fc.integer({ min: 0, max: 5 }),
});
type Fields = typeof fields extends fc.Arbitrary<infer T> ? T : never;

/** Present in one run out of eight: most walks keep enough rows to page through. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 7 }, { arbitrary, weight: 1 });

const filter = fc.record({
  statuses: rarely(fc.subarray([...TASK_STATUSES], { minLength: 1 })),
  priorities: rarely(fc.subarray([...TASK_PRIORITIES], { minLength: 1 })),
  tags: rarely(fc.subarray([0, 1, 2], { minLength: 1 })),
  assignedTo: rarely(fc.constantFrom(...PEOPLE)),
  dueBefore: rarely(fc.constantFrom(...DATES)),
  dueAfter: rarely(fc.constantFrom(...DATES)),
  modifiedSince: rarely(fc.integer({ min: 0, max: 5 })),
});

/** Between two pages: nothing, a new task, or the archiving of one of the tasks. */
const step = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fields.map((created) => ({ kind: 'create' as const, created })),
  fc.nat().map((which) => ({ kind: 'archive' as const, which })),
);

/**
 * docs/api/lists.md#paging: a walk of every page, for any sort, filter and search, gives the
 * matching rows in order, none twice, none missed, even as rows are added and archived between
 * pages. The expected rows come from this test's own reading of the rules, not from an adapter.
 */
describeEachBackend('task list walks', (backend) => {
  const persistence = usePersistence(backend);

  it('when every page is walked, then each matching task comes once, in order, whatever changes between pages', async () => {
    const repository = persistence().tasks;
    const tagIds: number[] = [];
    for (const code of ['t0', 't1', 't2']) tagIds.push((await persistence().tags.insert(aTag({ code }))).id);
    const list = new ListUseCase(repository, taskListing);
    let serial = 0;
    const store = async (created: Fields) => {
      const at = instantFromMicros(T0 + created.modified);
      const [task] = await repository.insertMany([
        aTask({
          code: `C${String(serial++).padStart(4, '0')}`,
          label: created.label,
          description: created.description,
          status: created.status,
          priority: created.priority,
          dueDate: created.dueDate as Task['dueDate'],
          assignedTo: created.assignedTo,
          tagIds: created.tags.map((i) => tagIds[i]!),
          createdAt: at,
          updatedAt: at,
        }),
      ]);
      return task!;
    };

    await fc.assert(
      fc.asyncProperty(
        fc.array(fields, { minLength: 3, maxLength: 30 }),
        fc.constantFrom(...SORT_KEYS),
        fc.boolean(),
        filter,
        rarely(fc.constantFrom('cre', 'BRU', 'milk', 'καλη', 'ete', 're port', 'x')),
        fc.integer({ min: 1, max: 6 }),
        fc.array(step, { maxLength: 12 }),
        async (rows, key, descending, chosen, q, limit, steps) => {
          const before = await Promise.all(rows.map(store));
          const query: ListQuery<TaskSortKey, TaskFilter> = {
            sort: { key, descending },
            filter: {
              statuses: chosen.statuses,
              priorities: chosen.priorities,
              tagIds: chosen.tags?.map((i) => tagIds[i]!),
              assignedTo: chosen.assignedTo,
              dueBefore: chosen.dueBefore as TaskFilter['dueBefore'],
              dueAfter: chosen.dueAfter as TaskFilter['dueAfter'],
              modifiedSince:
                chosen.modifiedSince === undefined ? undefined : instantFromMicros(T0 + chosen.modifiedSince),
            },
            words: q === undefined ? [] : searchWords(q),
          };
          const expected = before.filter((task) => matches(task, query)).sort(order(key, descending));
          const live = [...before];
          try {
            const walked: Task[] = [];
            const archived = new Set<number>();
            let after: ListPosition | undefined;
            for (let page = 0; ; page++) {
              const answer = await list.execute({ query, limit, after, count: false });
              if (!('items' in answer)) throw new Error('a page was asked for');
              walked.push(...answer.items);
              if (!answer.next) break;
              after = answer.next;
              const change = steps[page];
              if (change?.kind === 'create') live.push(await store(change.created));
              if (change?.kind === 'archive' && live.length > 0) {
                const [gone] = live.splice(change.which % live.length, 1);
                await repository.archive([gone!.id], 'bob', T0);
                archived.add(gone!.id);
              }
            }
            const ids = walked.map((task) => task.id);
            expect(new Set(ids).size).toBe(ids.length);
            for (const task of walked) expect(matches(task, query)).toBe(true);
            expect([...walked].sort(order(key, descending)).map((task) => task.id)).toEqual(ids);
            const kept = expected.filter((task) => !archived.has(task.id)).map((task) => task.id);
            expect(ids.filter((id) => kept.includes(id))).toEqual(kept);
            if (steps.every((change) => change.kind === 'none')) expect(ids).toEqual(kept);
          } finally {
            // Whatever happened, the next run starts with no active task.
            await repository.archive(
              live.map((task) => task.id),
              'bob',
              T0,
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});

function matches(task: Task, query: ListQuery<TaskSortKey, TaskFilter>): boolean {
  const f = query.filter;
  return (
    (!f.statuses || f.statuses.includes(task.status)) &&
    (!f.priorities || f.priorities.includes(task.priority)) &&
    (!f.tagIds || f.tagIds.some((id) => task.tagIds.includes(id))) &&
    (f.assignedTo === undefined || task.assignedTo === f.assignedTo) &&
    (!f.dueBefore || (task.dueDate !== null && task.dueDate < f.dueBefore)) &&
    (!f.dueAfter || (task.dueDate !== null && task.dueDate > f.dueAfter)) &&
    (f.modifiedSince === undefined || task.updatedAt >= f.modifiedSince) &&
    matchesWords(searchText([task.code, task.label, task.description]), query.words)
  );
}

/** The documented order: values in code-point or numeric order, empty ones last, ties by ID; reversed by `-`. */
function order(key: TaskSortKey, descending: boolean) {
  const value = (task: Task): SortValue => taskSortValue(task, key);
  const ascending = (a: Task, b: Task) => {
    const x = value(a);
    const y = value(b);
    const byValue =
      x === y
        ? 0
        : x === null
          ? 1
          : y === null
            ? -1
            : typeof x === 'number'
              ? x - (y as number)
              : compareCodePoints(String(x), String(y));
    return byValue || a.id - b.id;
  };
  return (a: Task, b: Task) => (descending ? -ascending(a, b) : ascending(a, b));
}
