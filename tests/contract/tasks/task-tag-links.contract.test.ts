import { expect, it } from 'vitest';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { StaleRecord } from '../../../domain/shared/record.errors.js';
import { describeEachBackend } from '../../support/backends.js';
import { aTag, aTask, T0, usePersistence } from '../../support/persistence.js';

/** One after the other, so that their IDs ascend as a task's tag IDs are read. */
async function insertTags(
  tags: { insert: (tag: ReturnType<typeof aTag>) => Promise<{ id: number }> },
  codes: string[],
) {
  const ids: number[] = [];
  for (const code of codes) ids.push((await tags.insert(aTag({ code }))).id);
  return ids;
}

/** A task's tags are written with it, in one statement where the database allows (Postgres). */
describeEachBackend('task tag links', (backend) => {
  const persistence = usePersistence(backend);

  it('when tags are kept, dropped and added in one update, then the task reads with exactly the new ones', async () => {
    const { tasks, tags } = persistence();
    const [a, b, c] = await insertTags(tags, ['a', 'b', 'c']);
    const [created] = await tasks.insertMany([aTask({ code: 'T', tagIds: [a!, b!] })]);
    expect((await tasks.findById(created!.id))?.tagIds).toEqual([a, b]);

    const later = instantFromMicros(T0 + 10);
    const [updated] = await tasks.updateMany([{ ...created!, tagIds: [b!, c!], updatedAt: later }]);
    expect(updated!.version).toBe(created!.version + 1);
    expect((await tasks.findById(created!.id))?.tagIds).toEqual([b, c]);

    await tasks.updateMany([{ ...updated!, tagIds: [], updatedAt: later }]);
    expect((await tasks.findById(created!.id))?.tagIds).toEqual([]);
  });

  it('when an update is stale, then StaleRecord and neither the task nor its tags change', async () => {
    const { tasks, tags } = persistence();
    const [a, b] = await insertTags(tags, ['a', 'b']);
    const [created] = await tasks.insertMany([aTask({ code: 'T', label: 'first', tagIds: [a!] })]);
    await tasks.updateMany([{ ...created!, label: 'second' }]);

    await expect(tasks.updateMany([{ ...created!, label: 'stale', tagIds: [b!] }])).rejects.toBeInstanceOf(
      StaleRecord,
    );
    expect(await tasks.findById(created!.id)).toMatchObject({ label: 'second', tagIds: [a] });
  });
});
