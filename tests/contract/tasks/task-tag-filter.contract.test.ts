import { expect, it } from 'vitest';
import type { ListPosition } from '../../../application/listing/list-query.js';
import { type TaskFilter, taskListing } from '../../../application/tasks/task-listing.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { describeEachBackend } from '../../support/backends.js';
import { aTag, aTask, T0, usePersistence } from '../../support/persistence.js';

/**
 * docs/api/lists.md#tasks: tasks filtered by tag (and status) in code order, which Drizzle reads
 * from the links' copy of each task's code and status (docs/adr/0044-tag-links-carry-the-task-order.md):
 * every write of a task shows at once in the pages and the count.
 */
describeEachBackend('tasks listed by tag', (backend) => {
  const persistence = usePersistence(backend);

  it('when tasks change status or tags, or are archived, then pages and counts by tag follow at once', async () => {
    const tasks = persistence().tasks;
    const [a, b] = [
      (await persistence().tags.insert(aTag({ code: 'a' }))).id,
      (await persistence().tags.insert(aTag({ code: 'b' }))).id,
    ];
    let [x, y, z] = await tasks.insertMany([
      aTask({ code: 'X', status: 'TODO', tagIds: [a] }),
      aTask({ code: 'Y', status: 'TODO', tagIds: [a, b] }),
      aTask({ code: 'Z', status: 'DONE', tagIds: [b] }),
    ]);
    /** Every page of `size`, walked by cursor, and the count. */
    const listed = async (filter: TaskFilter, descending = false, size = 1) => {
      const query = { sort: { key: 'code' as const, descending }, filter, words: [] };
      const codes: string[] = [];
      let after: ListPosition | undefined;
      for (;;) {
        const page = await tasks.page(query, size + 1, after);
        codes.push(...page.slice(0, size).map((task) => task.code));
        if (page.length <= size) break;
        const last = page[size - 1]!;
        after = { value: taskListing.sortValue(last, 'code'), id: last.id };
      }
      return { codes, count: await tasks.count(query) };
    };

    expect(await listed({ tagIds: [a], statuses: ['TODO'] })).toEqual({ codes: ['X', 'Y'], count: 2 });
    expect(await listed({ tagIds: [a, b] })).toEqual({ codes: ['X', 'Y', 'Z'], count: 3 });
    expect(await listed({ tagIds: [b, a], statuses: ['TODO', 'DONE'] }, true, 2)).toEqual({
      codes: ['Z', 'Y', 'X'],
      count: 3,
    });

    const later = instantFromMicros(T0 + 10);
    [y] = await tasks.updateMany([{ ...y!, status: 'DONE', updatedAt: later }]);
    expect(await listed({ tagIds: [a], statuses: ['TODO'] })).toEqual({ codes: ['X'], count: 1 });
    expect(await listed({ tagIds: [b], statuses: ['DONE'] })).toEqual({ codes: ['Y', 'Z'], count: 2 });

    [x] = await tasks.updateMany([{ ...x!, tagIds: [b], updatedAt: later }]);
    expect(await listed({ tagIds: [a] })).toEqual({ codes: ['Y'], count: 1 });
    expect(await listed({ tagIds: [b], statuses: ['TODO'] })).toEqual({ codes: ['X'], count: 1 });

    await tasks.archive([z!.id, y!.id], 'alice', later);
    expect(await listed({ tagIds: [a, b] })).toEqual({ codes: ['X'], count: 1 });
    [z] = await tasks.insertMany([aTask({ code: 'Z', status: 'CANCELLED', tagIds: [a] })]);
    expect(await listed({ tagIds: [a], statuses: ['CANCELLED'] })).toEqual({ codes: ['Z'], count: 1 });
    expect(await listed({ tagIds: [a, b] }, true)).toEqual({ codes: ['Z', 'X'], count: 2 });
  });
});
