import { describe, expect, it } from 'vitest';
import { CreateNomenclatureUseCase } from '../../application/nomenclatures/create-nomenclature.use-case.js';
import { DeleteNomenclatureUseCase } from '../../application/nomenclatures/delete-nomenclature.use-case.js';
import { UpdateNomenclatureUseCase } from '../../application/nomenclatures/update-nomenclature.use-case.js';
import { serviceActor } from '../../application/shared/actor.js';
import type { ActorContext } from '../../application/shared/ports/actor-context.js';
import type { Clock } from '../../application/shared/ports/clock.js';
import { DeleteTagUseCase } from '../../application/tags/delete-tag.use-case.js';
import { NomenclatureCycle } from '../../domain/nomenclatures/nomenclature.errors.js';
import type { NewNomenclature } from '../../domain/nomenclatures/nomenclature.js';
import { instantFromMicros } from '../../domain/shared/instant.js';
import {
  DuplicateCode,
  InvalidReference,
  RecordInUse,
  RecordNotFound,
} from '../../domain/shared/record.errors.js';
import type { NewTag } from '../../domain/tags/tag.js';
import { describeEachBackend } from '../support/backends.js';
import { T0, usePersistence } from '../support/persistence.js';
import { insertTaskRow } from '../support/task-rows.js';

const T1 = instantFromMicros(T0 + 1);

function aTag(overrides: Partial<NewTag> = {}): NewTag {
  return {
    code: 'urgent',
    label: 'Urgent',
    description: null,
    createdAt: T0,
    createdBy: 'alice',
    updatedAt: T0,
    updatedBy: 'alice',
    ...overrides,
  };
}

function aNomenclature(overrides: Partial<NewNomenclature> = {}): NewNomenclature {
  return {
    code: 'fruit',
    label: 'Fruit',
    description: null,
    parentId: null,
    createdAt: T0,
    createdBy: 'alice',
    updatedAt: T0,
    updatedBy: 'alice',
    ...overrides,
  };
}

const actors: ActorContext = {
  current: () => serviceActor('tester'),
  runAs: (_actor, work) => work(),
};
const clock: Clock = { now: () => T1 };

describeEachBackend('taxonomy repositories contract', (backend) => {
  const db = usePersistence(backend);

  describe('tags', () => {
    it('when a tag is inserted, then it reads back identically by id and by code', async () => {
      const created = await db().tags.insert(aTag({ description: 'Do it now' }));
      expect(created).toEqual({ ...aTag({ description: 'Do it now' }), id: expect.any(Number) });
      expect(created.id).toBeGreaterThan(0);
      expect(await db().tags.findById(created.id)).toEqual(created);
      expect(await db().tags.findByCode('urgent')).toEqual(created);
      expect(await db().tags.findByCode('URGENT')).toBeUndefined();
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
      expect((await db().tags.list()).map((tag) => tag.code)).toEqual([
        'B',
        'Zeta',
        '_a',
        'a',
        'a1',
        'b',
        'é',
      ]);
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
  });

  describe('nomenclatures', () => {
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
      expect(await db().nomenclatures.findByCode('food')).toEqual(root);
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
      await expect(db().nomenclatures.update({ ...moved, id: 999_998 })).rejects.toBeInstanceOf(
        RecordNotFound,
      );
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
  });

  describe('use cases over the repositories', () => {
    it('when a tag used by tasks is deleted, then RecordInUse says how many tasks, archived ones included', async () => {
      const tag = await db().tags.insert(aTag());
      await insertTaskRow(db(), { tagIds: [tag.id] });
      await insertTaskRow(db(), { tagIds: [tag.id], archived: true });
      const remove = new DeleteTagUseCase(db().tags, actors, db().unitOfWork);
      await expect(remove.execute(tag.id)).rejects.toThrow(
        `Tag ${tag.id} cannot be deleted: it is used by 2 tasks (archived ones included)`,
      );
      await expect(remove.execute(tag.id + 1000)).rejects.toBeInstanceOf(RecordNotFound);
      expect(await db().tags.findById(tag.id)).toEqual(tag);
    });

    it('when a nomenclature with children and tasks is deleted, then RecordInUse says how many of each', async () => {
      const root = await db().nomenclatures.insert(aNomenclature({ code: 'root' }));
      await db().nomenclatures.insert(aNomenclature({ code: 'child', parentId: root.id }));
      await insertTaskRow(db(), { nomenclatureId: root.id, archived: true });
      const remove = new DeleteNomenclatureUseCase(db().nomenclatures, actors, db().unitOfWork);
      await expect(remove.execute(root.id)).rejects.toThrow(
        'it has 1 child and it is used by 1 task (archived ones included)',
      );
    });

    it('when a nomenclature is created under a missing parent, then InvalidReference and nothing is stored', async () => {
      const create = new CreateNomenclatureUseCase(db().nomenclatures, actors, clock, db().unitOfWork);
      await expect(create.execute({ code: 'x', label: 'X', parentId: 4242 })).rejects.toBeInstanceOf(
        InvalidReference,
      );
      expect(await create.execute({ code: 'x', label: 'X' })).toMatchObject({
        createdBy: 'tester',
        createdAt: T1,
      });
      expect((await db().nomenclatures.list()).length).toBe(1);
    });

    it('when two re-parentings that would close a cycle together run at once, then exactly one succeeds', async () => {
      const a = await db().nomenclatures.insert(aNomenclature({ code: 'a' }));
      const b = await db().nomenclatures.insert(aNomenclature({ code: 'b' }));
      const update = new UpdateNomenclatureUseCase(db().nomenclatures, actors, clock, db().unitOfWork);
      const results = await Promise.allSettled([
        update.execute(a.id, { label: 'A', parentId: b.id }),
        update.execute(b.id, { label: 'B', parentId: a.id }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(NomenclatureCycle);
      const links = await db().nomenclatures.parentLinks();
      expect([links.get(a.id), links.get(b.id)].filter((parent) => parent !== null)).toHaveLength(1);
    });
  });
});
