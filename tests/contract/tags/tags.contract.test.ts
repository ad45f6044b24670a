import { describe, expect, it } from 'vitest';
import { STARTUP_ACTOR } from '../../../application/shared/actor.js';
import { tagUseCases } from '../../../application/tags/tags.use-cases.js';
import { DuplicateCode, RecordInUse, RecordNotFound } from '../../../domain/shared/record.errors.js';
import { describeEachBackend } from '../../support/backends.js';
import { aTag, recorderOver, T1, usePersistence } from '../../support/persistence.js';
import { insertTaskRow } from '../../support/task-rows.js';

describeEachBackend('tags repository contract', (backend) => {
  const db = usePersistence(backend);

  it('when a tag is inserted, then it reads back identically by id and by code', async () => {
    const created = await db().tags.insert(aTag({ description: 'Do it now' }));
    expect(created).toEqual({ ...aTag({ description: 'Do it now' }), id: expect.any(Number) });
    expect(created.id).toBeGreaterThan(0);
    expect(await db().tags.findById(created.id)).toEqual(created);
    expect(await db().tags.findByCodes(['urgent', 'URGENT'])).toEqual([created]);
    expect(await db().tags.findById(created.id + 1000)).toBeUndefined();
  });

  it('when the code exists, then insert is DuplicateCode; codes differing in case are distinct', async () => {
    await db().tags.insert(aTag());
    await expect(db().tags.insert(aTag({ label: 'Again' }))).rejects.toBeInstanceOf(DuplicateCode);
    await db().tags.insert(aTag({ code: 'Urgent' }));
    expect((await db().tags.list()).map((tag) => tag.code)).toEqual(['Urgent', 'urgent']);
  });

  it('when tags are listed, then they come ordered by code point', async () => {
    for (const code of ['b', 'B', '_a', 'a', 'Zeta', 'é', 'a1']) await db().tags.insert(aTag({ code }));
    expect((await db().tags.list()).map((tag) => tag.code)).toEqual(['B', 'Zeta', '_a', 'a', 'a1', 'b', 'é']);
  });

  it('when a tag is updated, then label, description and the editor change, code and creation stay', async () => {
    const created = await db().tags.insert(aTag({ description: 'old' }));
    const updated = await db().tags.update({
      ...created,
      code: 'ignored',
      label: 'Very urgent',
      description: null,
      createdAt: T1,
      createdBy: 'mallory',
      updatedAt: T1,
      updatedBy: 'bob',
    });
    const expected = {
      ...created,
      label: 'Very urgent',
      description: null,
      updatedAt: T1,
      updatedBy: 'bob',
    };
    expect(updated).toEqual(expected);
    expect(await db().tags.findById(created.id)).toEqual(expected);
  });

  it('when an unknown tag is updated, then RecordNotFound', async () => {
    const ghost = { ...aTag(), id: 4242 };
    await expect(db().tags.update(ghost)).rejects.toBeInstanceOf(RecordNotFound);
  });

  it('when ids are checked, then exactly the existing ones come back, however many are asked', async () => {
    const a = await db().tags.insert(aTag({ code: 'a' }));
    const b = await db().tags.insert(aTag({ code: 'b' }));
    expect(await db().tags.existingIds([])).toEqual(new Set());
    expect(await db().tags.existingIds([b.id, 999_999, a.id, b.id])).toEqual(new Set([a.id, b.id]));
    const many = Array.from({ length: 1200 }, (_, i) => i + 100_000);
    expect(await db().tags.existingIds([...many, a.id])).toEqual(new Set([a.id]));
  });

  it('when a tag is deleted, then it is gone, and a second delete reports false', async () => {
    const created = await db().tags.insert(aTag());
    expect(await db().tags.delete(created.id)).toBe(true);
    expect(await db().tags.findById(created.id)).toBeUndefined();
    expect(await db().tags.delete(created.id)).toBe(false);
    expect(await db().tags.insert(aTag())).toMatchObject({ code: 'urgent' });
  });

  it('when tasks use a tag, active or archived, then they are counted and delete is RecordInUse', async () => {
    const used = await db().tags.insert(aTag({ code: 'used' }));
    const archivedOnly = await db().tags.insert(aTag({ code: 'archived-only' }));
    const free = await db().tags.insert(aTag({ code: 'free' }));
    await insertTaskRow(db(), { tagIds: [used.id] });
    await insertTaskRow(db(), { tagIds: [used.id, archivedOnly.id], archived: true });

    expect(await db().tags.countTaskReferences(used.id)).toBe(2);
    expect(await db().tags.countTaskReferences(archivedOnly.id)).toBe(1);
    expect(await db().tags.countTaskReferences(free.id)).toBe(0);
    await expect(db().tags.delete(used.id)).rejects.toBeInstanceOf(RecordInUse);
    await expect(db().tags.delete(archivedOnly.id)).rejects.toBeInstanceOf(RecordInUse);
    expect(await db().tags.findById(used.id)).toEqual(used);
    expect(await db().tags.delete(free.id)).toBe(true);
  });

  describe('use cases over the repository', () => {
    it('when a tag used by tasks is deleted, then RecordInUse says how many tasks, archived ones included', async () => {
      const tag = await db().tags.insert(aTag());
      await insertTaskRow(db(), { tagIds: [tag.id] });
      await insertTaskRow(db(), { tagIds: [tag.id], archived: true });
      const { remove } = tagUseCases({
        tags: db().tags,
        unitOfWork: db().unitOfWork,
        clock: { now: () => T1 },
        changes: recorderOver(db()),
      });
      await expect(remove.execute(tag.id, STARTUP_ACTOR)).rejects.toThrow(
        `Tag ${tag.id} cannot be deleted: it is used by 2 tasks (archived ones included)`,
      );
      await expect(remove.execute(tag.id + 1000, STARTUP_ACTOR)).rejects.toBeInstanceOf(RecordNotFound);
      expect(await db().tags.findById(tag.id)).toEqual(tag);
    });
  });
});
