import fc from 'fast-check';
import { it } from 'vitest';
import { type TaskFilter, taskListing } from '../../../application/tasks/task-listing.js';
import { matchesWords, searchText } from '../../../domain/listing/search-words.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { TASK_PRIORITIES, TASK_STATUSES, type Task } from '../../../domain/tasks/task.js';
import { describeEachBackend } from '../../support/backends.js';
import { assertEveryWalk, rarely, WALK_SEARCHES, walkText } from '../../support/list-walk.js';
import { aTag, aTask, T0, usePersistence } from '../../support/persistence.js';

const PEOPLE = ['alice', 'Bob', 'bob', 'Zoë'];
const DATES = ['2026-01-01', '2026-01-02', '2026-06-30', '2027-12-31'];

const fields = fc.record({
  label: walkText,
  description: fc.option(walkText, { nil: null }),
  status: fc.constantFrom(...TASK_STATUSES),
  priority: fc.constantFrom(...TASK_PRIORITIES),
  dueDate: fc.option(fc.constantFrom(...DATES), { nil: null }),
  assignedTo: fc.option(fc.constantFrom(...PEOPLE), { nil: null }),
  tags: fc.subarray([0, 1, 2]),
  modified: fc.integer({ min: 0, max: 5 }),
});

const filter = fc.record({
  statuses: rarely(fc.subarray([...TASK_STATUSES], { minLength: 1 })),
  priorities: rarely(fc.subarray([...TASK_PRIORITIES], { minLength: 1 })),
  tags: rarely(fc.subarray([0, 1, 2], { minLength: 1 })),
  assignedTo: rarely(fc.constantFrom(...PEOPLE)),
  dueBefore: rarely(fc.constantFrom(...DATES)),
  dueAfter: rarely(fc.constantFrom(...DATES)),
  modifiedSince: rarely(fc.integer({ min: 0, max: 5 })),
});

/**
 * docs/api/lists.md#paging: a walk of every page, for any sort, filter and search, gives the
 * matching tasks in order, none twice, none missed, even as tasks are added and archived between
 * pages. The expected rows come from this test's own reading of the rules, not from an adapter.
 */
describeEachBackend('task list walks', (backend) => {
  const persistence = usePersistence(backend);

  it('when every page is walked, then each matching task comes once, in order, whatever changes between pages', async () => {
    const repository = persistence().tasks;
    const tagIds: number[] = [];
    for (const code of ['t0', 't1', 't2']) tagIds.push((await persistence().tags.insert(aTag({ code }))).id);
    await assertEveryWalk(
      {
        listing: taskListing,
        repository,
        fields,
        filter,
        searches: WALK_SEARCHES,
        toFilter: (chosen): TaskFilter => ({
          statuses: chosen.statuses,
          priorities: chosen.priorities,
          tagIds: chosen.tags?.map((i) => tagIds[i]!),
          assignedTo: chosen.assignedTo,
          dueBefore: chosen.dueBefore as TaskFilter['dueBefore'],
          dueAfter: chosen.dueAfter as TaskFilter['dueAfter'],
          modifiedSince:
            chosen.modifiedSince === undefined ? undefined : instantFromMicros(T0 + chosen.modifiedSince),
        }),
        store: async (created, serial) => {
          const at = instantFromMicros(T0 + created.modified);
          const [task] = await repository.insertMany([
            aTask({
              code: `C${String(serial).padStart(4, '0')}`,
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
        },
        remove: async (tasks) => {
          await repository.archive(
            tasks.map((task) => task.id),
            'bob',
            T0,
          );
        },
        matches: (task, f, words) =>
          (!f.statuses || f.statuses.includes(task.status)) &&
          (!f.priorities || f.priorities.includes(task.priority)) &&
          (!f.tagIds || f.tagIds.some((id) => task.tagIds.includes(id))) &&
          (f.assignedTo === undefined || task.assignedTo === f.assignedTo) &&
          (!f.dueBefore || (task.dueDate !== null && task.dueDate < f.dueBefore)) &&
          (!f.dueAfter || (task.dueDate !== null && task.dueDate > f.dueAfter)) &&
          (f.modifiedSince === undefined || task.updatedAt >= f.modifiedSince) &&
          matchesWords(searchText([task.code, task.label, task.description]), words),
      },
      60,
    );
  }, 120_000);
});
