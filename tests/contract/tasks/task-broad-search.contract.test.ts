import { expect, it } from 'vitest';
import { ListUseCase } from '../../../application/listing/list.use-case.js';
import type { ListPosition, ListQuery } from '../../../application/listing/list-query.js';
import { type TaskFilter, type TaskSortKey, taskListing } from '../../../application/tasks/task-listing.js';
import { describeEachBackend } from '../../support/backends.js';
import { aTask, usePersistence } from '../../support/persistence.js';

/** More matches than SQLite lets a search drive a page (2 000): the sort's index drives instead. */
const MATCHES = 2500;

/** docs/api/lists.md#search: a word found in thousands of rows pages like any other list. */
describeEachBackend('task search matching thousands of rows', (backend) => {
  const persistence = usePersistence(backend);

  it('when a word is in thousands of tasks, then every page holds the next of them in the order asked', async () => {
    const tasks = Array.from({ length: MATCHES + 500 }, (_, i) =>
      aTask({
        code: `B-${String(i).padStart(5, '0')}`,
        label: i % 6 === 5 ? 'other words' : `common word ${i}`,
        priority: (['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const)[i % 4]!,
      }),
    );
    await persistence().tasks.insertMany(tasks);
    const list = new ListUseCase(persistence().tasks, taskListing);
    for (const [key, descending] of [
      ['code', false],
      ['priority', true],
    ] as const) {
      const query: ListQuery<TaskSortKey, TaskFilter> = {
        sort: { key, descending },
        filter: { statuses: ['TODO'] },
        words: ['commo'],
      };
      const codes: string[] = [];
      let after: ListPosition | undefined;
      do {
        const answer = await list.execute({ query, limit: 700, after, count: false });
        if (!('items' in answer)) throw new Error('a page was asked for');
        codes.push(...answer.items.map((task) => task.code));
        after = answer.next;
      } while (after);
      const expected = tasks
        .map((task, i) => ({ task, i }))
        .filter(({ task }) => task.label.startsWith('common'))
        .sort((a, b) =>
          key === 'code'
            ? 0
            : ['LOW', 'NORMAL', 'HIGH', 'URGENT'].indexOf(b.task.priority) -
                ['LOW', 'NORMAL', 'HIGH', 'URGENT'].indexOf(a.task.priority) || b.i - a.i,
        )
        .map(({ task }) => task.code);
      expect(codes).toEqual(expected);
    }
  }, 60_000);
});
