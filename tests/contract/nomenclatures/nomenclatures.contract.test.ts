import { describe, expect, it } from 'vitest';
import { nomenclatureUseCases } from '../../../application/nomenclatures/nomenclatures.use-cases.js';
import { serviceActor } from '../../../application/shared/actor.js';
import type { Clock } from '../../../application/shared/ports/clock.js';
import { NomenclatureCycle } from '../../../domain/nomenclatures/nomenclature.errors.js';
import {
  DuplicateCode,
  InvalidReference,
  RecordInUse,
  RecordNotFound,
} from '../../../domain/shared/record.errors.js';
import { describeEachBackend } from '../../support/backends.js';
import { aNomenclature, recorderOver, T1, usePersistence } from '../../support/persistence.js';
import { insertTaskRow } from '../../support/task-rows.js';

const tester = serviceActor('tester');
const clock: Clock = { now: () => T1 };

describeEachBackend('nomenclatures repository contract', (backend) => {
  const db = usePersistence(backend);

  it('when entries are inserted under one another, then they read back with their parents', async () => {
    const root = await db().nomenclatures.insert(aNomenclature({ code: 'food', description: 'All food' }));
    const child = await db().nomenclatures.insert(aNomenclature({ parentId: root.id }));
    expect(root).toEqual({
      ...aNomenclature({ code: 'food', description: 'All food' }),
      id: expect.any(Number),
    });
    expect(await db().nomenclatures.findById(child.id)).toEqual({
      ...aNomenclature({ parentId: root.id }),
      id: child.id,
    });
    expect(await db().nomenclatures.findByCodes(['food'])).toEqual([root]);
    expect(await db().nomenclatures.parentLinks()).toEqual(
      new Map([
        [root.id, null],
        [child.id, root.id],
      ]),
    );
    expect(await db().nomenclatures.existingIds([child.id, 999_999])).toEqual(new Set([child.id]));
  });

  it('when the code exists or the parent does not, then insert is DuplicateCode or InvalidReference', async () => {
    await db().nomenclatures.insert(aNomenclature());
    await expect(db().nomenclatures.insert(aNomenclature())).rejects.toBeInstanceOf(DuplicateCode);
    await expect(
      db().nomenclatures.insert(aNomenclature({ code: 'x', parentId: 999_999 })),
    ).rejects.toBeInstanceOf(InvalidReference);
    expect((await db().nomenclatures.list()).map((n) => n.code)).toEqual(['fruit']);
  });

  it('when entries are listed, then they come ordered by code point', async () => {
    for (const code of ['b', 'B', '_a', 'a']) await db().nomenclatures.insert(aNomenclature({ code }));
    expect((await db().nomenclatures.list()).map((n) => n.code)).toEqual(['B', '_a', 'a', 'b']);
  });

  it('when an entry is updated, then label, description, parent and editor change; a missing parent is InvalidReference', async () => {
    const food = await db().nomenclatures.insert(aNomenclature({ code: 'food' }));
    const fruit = await db().nomenclatures.insert(aNomenclature());
    const moved = {
      ...fruit,
      label: 'Fruits',
      description: 'Sweet',
      parentId: food.id,
      updatedAt: T1,
      updatedBy: 'bob',
    };
    expect(await db().nomenclatures.update(moved)).toEqual(moved);
    expect(await db().nomenclatures.findById(fruit.id)).toEqual(moved);
    await expect(db().nomenclatures.update({ ...moved, parentId: 999_999 })).rejects.toBeInstanceOf(
      InvalidReference,
    );
    await expect(db().nomenclatures.update({ ...moved, id: 999_998 })).rejects.toBeInstanceOf(RecordNotFound);
    expect(await db().nomenclatures.findById(fruit.id)).toEqual(moved);
  });

  it('when an entry has children or tasks, then they are counted and delete is RecordInUse', async () => {
    const root = await db().nomenclatures.insert(aNomenclature({ code: 'root' }));
    const child = await db().nomenclatures.insert(aNomenclature({ code: 'child', parentId: root.id }));
    const leaf = await db().nomenclatures.insert(aNomenclature({ code: 'leaf' }));
    await insertTaskRow(db(), { nomenclatureId: child.id });
    await insertTaskRow(db(), { nomenclatureId: child.id, archived: true });
    await insertTaskRow(db(), { nomenclatureId: leaf.id, archived: true });

    expect(await db().nomenclatures.countChildren(root.id)).toBe(1);
    expect(await db().nomenclatures.countChildren(child.id)).toBe(0);
    expect(await db().nomenclatures.countTaskReferences(child.id)).toBe(2);
    expect(await db().nomenclatures.countTaskReferences(leaf.id)).toBe(1);
    expect(await db().nomenclatures.countTaskReferences(root.id)).toBe(0);
    for (const id of [root.id, child.id, leaf.id]) {
      await expect(db().nomenclatures.delete(id)).rejects.toBeInstanceOf(RecordInUse);
    }
    expect((await db().nomenclatures.list()).map((n) => n.code)).toEqual(['child', 'leaf', 'root']);
  });

  it('when a free entry is deleted, then it is gone, and a second delete reports false', async () => {
    const root = await db().nomenclatures.insert(aNomenclature({ code: 'root' }));
    const child = await db().nomenclatures.insert(aNomenclature({ code: 'child', parentId: root.id }));
    expect(await db().nomenclatures.delete(child.id)).toBe(true);
    expect(await db().nomenclatures.delete(child.id)).toBe(false);
    expect(await db().nomenclatures.delete(root.id)).toBe(true);
    expect(await db().nomenclatures.parentLinks()).toEqual(new Map());
  });

  it('when the tree is locked inside and outside a unit of work, then work goes on', async () => {
    await db().nomenclatures.lockTree();
    const created = await db().unitOfWork.run(async () => {
      await db().nomenclatures.lockTree();
      await db().nomenclatures.lockTree();
      return db().nomenclatures.insert(aNomenclature());
    });
    expect(await db().nomenclatures.findById(created.id)).toEqual(created);
  });

  describe('use cases over the repository', () => {
    const useCases = () =>
      nomenclatureUseCases({
        nomenclatures: db().nomenclatures,
        clock,
        unitOfWork: db().unitOfWork,
        changes: recorderOver(db()),
      });

    it('when a nomenclature with children and tasks is deleted, then RecordInUse says how many of each', async () => {
      const root = await db().nomenclatures.insert(aNomenclature({ code: 'root' }));
      await db().nomenclatures.insert(aNomenclature({ code: 'child', parentId: root.id }));
      await insertTaskRow(db(), { nomenclatureId: root.id, archived: true });
      await expect(useCases().remove.execute(root.id, tester)).rejects.toThrow(
        'it has 1 child and it is used by 1 task (archived ones included)',
      );
    });

    it('when a nomenclature is created under a missing parent, then InvalidReference and nothing is stored', async () => {
      const { create } = useCases();
      await expect(create.execute({ code: 'x', label: 'X', parentId: 4242 }, tester)).rejects.toBeInstanceOf(
        InvalidReference,
      );
      expect(await create.execute({ code: 'x', label: 'X' }, tester)).toMatchObject({
        createdBy: 'tester',
        createdAt: T1,
      });
      expect((await db().nomenclatures.list()).length).toBe(1);
    });

    it('when two re-parentings that would close a cycle together run at once, then exactly one succeeds', async () => {
      const a = await db().nomenclatures.insert(aNomenclature({ code: 'a' }));
      const b = await db().nomenclatures.insert(aNomenclature({ code: 'b' }));
      const { update } = useCases();
      const results = await Promise.allSettled([
        update.execute(a.id, { label: 'A', parentId: b.id }, tester),
        update.execute(b.id, { label: 'B', parentId: a.id }, tester),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(NomenclatureCycle);
      const links = await db().nomenclatures.parentLinks();
      expect([links.get(a.id), links.get(b.id)].filter((parent) => parent !== null)).toHaveLength(1);
    });
  });
});
