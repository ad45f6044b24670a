import { describe, expect, it } from 'vitest';
import { DuplicateCode, RecordNotFound } from '../../../domain/shared/record.errors.js';
import { describeEachBackend } from '../../support/backends.js';
import { aCodedEntity, T1, usePersistence } from '../../support/persistence.js';

/** The repository shape badges and companies share, run on each. */
describeEachBackend('coded-entity repositories contract', (backend) => {
  const db = usePersistence(backend);

  for (const kind of ['badges', 'companies'] as const) {
    describe(kind, () => {
      const repo = () => db()[kind];

      it('when inserted, then it reads back identically; an unknown id reads as undefined', async () => {
        const created = await repo().insert(aCodedEntity({ description: 'Ελληνικά и кириллица' }));
        expect(created).toEqual({
          ...aCodedEntity({ description: 'Ελληνικά и кириллица' }),
          id: expect.any(Number),
        });
        expect(await repo().findById(created.id)).toEqual(created);
        expect(await repo().findById(created.id + 1000)).toBeUndefined();
      });

      it('when the code exists, then insert is DuplicateCode; codes differing in case are distinct', async () => {
        await repo().insert(aCodedEntity());
        await expect(repo().insert(aCodedEntity({ label: 'again' }))).rejects.toBeInstanceOf(DuplicateCode);
        await repo().insert(aCodedEntity({ code: 'vip' }));
        expect((await repo().list()).map((e) => e.code)).toEqual(['VIP', 'vip']);
      });

      it('when listed, then ordered by code point', async () => {
        for (const code of ['b', 'alpha', '_x', 'Zeta', 'é', 'B'])
          await repo().insert(aCodedEntity({ code }));
        expect((await repo().list()).map((e) => e.code)).toEqual(['B', 'Zeta', '_x', 'alpha', 'b', 'é']);
      });

      it('when updated, then label, description and updatedAt change, code and createdAt stay', async () => {
        const created = await repo().insert(aCodedEntity({ description: 'old' }));
        const updated = await repo().update({
          ...created,
          code: 'ignored',
          label: 'new',
          description: null,
          createdAt: T1,
          updatedAt: T1,
        });
        const expected = { ...created, label: 'new', description: null, updatedAt: T1 };
        expect(updated).toEqual(expected);
        expect(await repo().findById(created.id)).toEqual(expected);
        await expect(repo().update({ ...created, id: created.id + 1000 })).rejects.toBeInstanceOf(
          RecordNotFound,
        );
      });

      it('when upserted, then new codes are inserted and existing ones updated keeping id and createdAt', async () => {
        const kept = await repo().insert(aCodedEntity({ code: 'KEPT', description: 'old' }));
        const stored = await repo().upsertMany([
          aCodedEntity({ code: 'NEW', label: 'new', createdAt: T1, updatedAt: T1 }),
          aCodedEntity({ code: 'KEPT', label: 'changed', description: null, createdAt: T1, updatedAt: T1 }),
        ]);
        const byCode = new Map(stored.map((e) => [e.code, e]));
        expect(byCode.get('KEPT')).toEqual({ ...kept, label: 'changed', description: null, updatedAt: T1 });
        expect(byCode.get('NEW')).toMatchObject({ label: 'new', createdAt: T1 });
        expect(await repo().list()).toEqual([byCode.get('KEPT'), byCode.get('NEW')]);
      });

      it('when more rows are upserted than fit one statement, then all are stored', async () => {
        const many = Array.from({ length: 2500 }, (_, i) =>
          aCodedEntity({ code: `C${String(i).padStart(4, '0')}` }),
        );
        expect(await repo().upsertMany(many)).toHaveLength(2500);
        expect((await repo().upsertMany(many.map((e) => ({ ...e, label: 'again' })))).length).toBe(2500);
        const list = await repo().list();
        expect(list).toHaveLength(2500);
        expect(new Set(list.map((e) => e.label))).toEqual(new Set(['again']));
      });

      it('when a unit of work fails after an upsert, then nothing of it is stored', async () => {
        await repo().insert(aCodedEntity({ code: 'A', label: 'before' }));
        await expect(
          db().unitOfWork.run(async () => {
            await repo().upsertMany([
              aCodedEntity({ code: 'A', label: 'after' }),
              aCodedEntity({ code: 'B' }),
            ]);
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect((await repo().list()).map((e) => [e.code, e.label])).toEqual([['A', 'before']]);
      });

      it('when deleted, then it is gone, a second delete is false, and the code is free again', async () => {
        const created = await repo().insert(aCodedEntity());
        expect(await repo().delete(created.id)).toBe(true);
        expect(await repo().findById(created.id)).toBeUndefined();
        expect(await repo().delete(created.id)).toBe(false);
        const again = await repo().insert(aCodedEntity());
        expect(again.id).not.toBe(created.id);
      });
    });
  }
});
