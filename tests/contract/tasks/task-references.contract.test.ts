import { expect, it } from 'vitest';
import { VanishedReference } from '../../../domain/shared/record.errors.js';
import { describeEachBackend } from '../../support/backends.js';
import { aNomenclature, aTag, aTask, usePersistence } from '../../support/persistence.js';

/**
 * A task written with a tag or nomenclature that is gone (deleted since the use case checked it)
 * fails with VanishedReference on every backend, the error the SQL foreign keys give, and stores
 * nothing of it. The HTTP races are in tests/http/concurrency/.
 */
describeEachBackend('task references contract', (backend) => {
  const db = usePersistence(backend);

  const storedTag = () => db().tags.insert(aTag({ code: 'tag', label: 'Tag' }));
  const storedNomenclature = () => db().nomenclatures.insert(aNomenclature({ code: 'n', label: 'N' }));

  it('when a task is inserted with a deleted tag or nomenclature, then VanishedReference and no task is stored', async () => {
    const tag = await storedTag();
    const nomenclature = await storedNomenclature();
    await db().tags.delete(tag.id);
    await db().nomenclatures.delete(nomenclature.id);
    await expect(db().tasks.insertMany([aTask({ tagIds: [tag.id] })])).rejects.toBeInstanceOf(
      VanishedReference,
    );
    await expect(db().tasks.insertMany([aTask({ nomenclatureId: nomenclature.id })])).rejects.toBeInstanceOf(
      VanishedReference,
    );
    expect(await db().tasks.listActive()).toEqual([]);
  });

  it('when a task is updated onto a deleted tag or nomenclature, then VanishedReference and it stays as it was', async () => {
    const tag = await storedTag();
    const nomenclature = await storedNomenclature();
    const [task] = await db().tasks.insertMany([aTask()]);
    await db().tags.delete(tag.id);
    await db().nomenclatures.delete(nomenclature.id);
    await expect(db().tasks.updateMany([{ ...task!, tagIds: [tag.id] }])).rejects.toBeInstanceOf(
      VanishedReference,
    );
    await expect(
      db().tasks.updateMany([{ ...task!, nomenclatureId: nomenclature.id }]),
    ).rejects.toBeInstanceOf(VanishedReference);
    expect(await db().tasks.findById(task!.id)).toEqual(task);
  });
});
