import { describe, expect, it } from 'vitest';
import type { NewCodedEntity } from '../../domain/coded-entities/coded-entity.js';
import type { NewContact } from '../../domain/contacts/contact.js';
import { instantFromMicros } from '../../domain/shared/instant.js';
import {
  DuplicateCode,
  RecordInUse,
  RecordNotFound,
  VanishedReference,
} from '../../domain/shared/record.errors.js';
import { describeEachBackend } from '../support/backends.js';
import { T0, usePersistence } from '../support/persistence.js';

const T1 = instantFromMicros(T0 + 1);

function anEntity(overrides: Partial<NewCodedEntity> = {}): NewCodedEntity {
  return {
    code: 'VIP',
    label: 'Very important',
    description: null,
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };
}

function aContact(overrides: Partial<NewContact> = {}): NewContact {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: null,
    email: null,
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };
}

describeEachBackend('badge repositories contract', (backend) => {
  const db = usePersistence(backend);

  for (const kind of ['badges', 'companies'] as const) {
    describe(kind, () => {
      const repo = () => db()[kind];

      it('when inserted, then it reads back identically; an unknown id reads as undefined', async () => {
        const created = await repo().insert(anEntity({ description: 'Ελληνικά и кириллица' }));
        expect(created).toEqual({
          ...anEntity({ description: 'Ελληνικά и кириллица' }),
          id: expect.any(Number),
        });
        expect(await repo().findById(created.id)).toEqual(created);
        expect(await repo().findById(created.id + 1000)).toBeUndefined();
      });

      it('when the code exists, then insert is DuplicateCode; codes differing in case are distinct', async () => {
        await repo().insert(anEntity());
        await expect(repo().insert(anEntity({ label: 'again' }))).rejects.toBeInstanceOf(DuplicateCode);
        await repo().insert(anEntity({ code: 'vip' }));
        expect((await repo().list()).map((e) => e.code)).toEqual(['VIP', 'vip']);
      });

      it('when listed, then ordered by code point', async () => {
        for (const code of ['b', 'alpha', '_x', 'Zeta', 'é', 'B']) await repo().insert(anEntity({ code }));
        expect((await repo().list()).map((e) => e.code)).toEqual(['B', 'Zeta', '_x', 'alpha', 'b', 'é']);
      });

      it('when updated, then label, description and updatedAt change, code and createdAt stay', async () => {
        const created = await repo().insert(anEntity({ description: 'old' }));
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
        const kept = await repo().insert(anEntity({ code: 'KEPT', description: 'old' }));
        const stored = await repo().upsertMany([
          anEntity({ code: 'NEW', label: 'new', createdAt: T1, updatedAt: T1 }),
          anEntity({ code: 'KEPT', label: 'changed', description: null, createdAt: T1, updatedAt: T1 }),
        ]);
        const byCode = new Map(stored.map((e) => [e.code, e]));
        expect(byCode.get('KEPT')).toEqual({ ...kept, label: 'changed', description: null, updatedAt: T1 });
        expect(byCode.get('NEW')).toMatchObject({ label: 'new', createdAt: T1 });
        expect(await repo().list()).toEqual([byCode.get('KEPT'), byCode.get('NEW')]);
      });

      it('when more rows are upserted than fit one statement, then all are stored', async () => {
        const many = Array.from({ length: 2500 }, (_, i) =>
          anEntity({ code: `C${String(i).padStart(4, '0')}` }),
        );
        expect(await repo().upsertMany(many)).toHaveLength(2500);
        expect((await repo().upsertMany(many.map((e) => ({ ...e, label: 'again' })))).length).toBe(2500);
        const list = await repo().list();
        expect(list).toHaveLength(2500);
        expect(new Set(list.map((e) => e.label))).toEqual(new Set(['again']));
      });

      it('when a unit of work fails after an upsert, then nothing of it is stored', async () => {
        await repo().insert(anEntity({ code: 'A', label: 'before' }));
        await expect(
          db().unitOfWork.run(async () => {
            await repo().upsertMany([anEntity({ code: 'A', label: 'after' }), anEntity({ code: 'B' })]);
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect((await repo().list()).map((e) => [e.code, e.label])).toEqual([['A', 'before']]);
      });

      it('when deleted, then it is gone, a second delete is false, and the code is free again', async () => {
        const created = await repo().insert(anEntity());
        expect(await repo().delete(created.id)).toBe(true);
        expect(await repo().findById(created.id)).toBeUndefined();
        expect(await repo().delete(created.id)).toBe(false);
        const again = await repo().insert(anEntity());
        expect(again.id).not.toBe(created.id);
      });
    });
  }

  describe('contacts', () => {
    it('when inserted, then they come back in input order with new ids and read back identically', async () => {
      const stored = await db().contacts.insertMany([
        aContact({ firstName: 'Ada', companyName: 'Analytical Engines', email: 'ada@example.org' }),
        aContact({ firstName: 'Charles', lastName: 'Babbage' }),
      ]);
      expect(stored.map((c) => c.firstName)).toEqual(['Ada', 'Charles']);
      expect(stored[0]).toEqual({
        ...aContact({ firstName: 'Ada', companyName: 'Analytical Engines', email: 'ada@example.org' }),
        id: expect.any(Number),
      });
      expect(await db().contacts.findById(stored[1]!.id)).toEqual(stored[1]);
      expect(await db().contacts.findById(stored[1]!.id + 1000)).toBeUndefined();
    });

    it('when listed, then ordered by last name, first name (code point), then id', async () => {
      const names = [
        ['b', 'alpha'],
        ['a', '_x'],
        ['z', 'Zeta'],
        ['a', 'alpha'],
        ['A', 'alpha'],
        ['a', 'alpha'],
      ];
      const stored = await db().contacts.insertMany(
        names.map(([firstName, lastName]) => aContact({ firstName, lastName })),
      );
      expect((await db().contacts.list()).map((c) => [c.lastName, c.firstName, c.id])).toEqual([
        ['Zeta', 'z', stored[2]!.id],
        ['_x', 'a', stored[1]!.id],
        ['alpha', 'A', stored[4]!.id],
        ['alpha', 'a', stored[3]!.id],
        ['alpha', 'a', stored[5]!.id],
        ['alpha', 'b', stored[0]!.id],
      ]);
    });

    it('when many are inserted at once, then every one is stored in order', async () => {
      const many = Array.from({ length: 2100 }, (_, i) => aContact({ firstName: `F${i}` }));
      const stored = await db().contacts.insertMany(many);
      expect(stored.map((c) => c.firstName)).toEqual(many.map((c) => c.firstName));
      expect(new Set(stored.map((c) => c.id)).size).toBe(2100);
    });

    it('when updated, then every field but id and createdAt changes; an unknown one is RecordNotFound', async () => {
      const [created] = await db().contacts.insertMany([aContact({ email: 'ada@example.org' })]);
      const changed = {
        ...created!,
        firstName: 'Augusta',
        lastName: 'King',
        companyName: 'Lovelace & Co',
        email: null,
        createdAt: T1,
        updatedAt: T1,
      };
      expect(await db().contacts.update(changed)).toEqual({ ...changed, createdAt: T0 });
      expect(await db().contacts.findById(created!.id)).toEqual({ ...changed, createdAt: T0 });
      await expect(db().contacts.update({ ...changed, id: created!.id + 1000 })).rejects.toBeInstanceOf(
        RecordNotFound,
      );
    });

    it('when ids are checked, then exactly the existing ones come back, however many are asked', async () => {
      const [a, b] = await db().contacts.insertMany([aContact(), aContact()]);
      expect(await db().contacts.existingIds([])).toEqual(new Set());
      const many = Array.from({ length: 6000 }, (_, i) => i + 100_000);
      expect(await db().contacts.existingIds([b!.id, ...many, a!.id, b!.id])).toEqual(
        new Set([a!.id, b!.id]),
      );
    });

    it('when deleted, then it is gone and a second delete is false', async () => {
      const [created] = await db().contacts.insertMany([aContact()]);
      expect(await db().contacts.delete(created!.id)).toBe(true);
      expect(await db().contacts.findById(created!.id)).toBeUndefined();
      expect(await db().contacts.delete(created!.id)).toBe(false);
    });
  });

  describe('badge contacts', () => {
    it('when a set is put on a badge, then contactsOf lists it by name and a new set replaces it', async () => {
      const badge = await db().badges.insert(anEntity());
      const other = await db().badges.insert(anEntity({ code: 'OTHER' }));
      const [ada, charles, grace] = await db().contacts.insertMany([
        aContact(),
        aContact({ firstName: 'Charles', lastName: 'Babbage' }),
        aContact({ firstName: 'Grace', lastName: 'Hopper' }),
      ]);
      await db().badgeContacts.replace(badge.id, [ada!.id, charles!.id]);
      await db().badgeContacts.replace(other.id, [ada!.id]);
      expect(await db().badgeContacts.contactsOf(badge.id)).toEqual([charles, ada]);
      expect(await db().badgeContacts.countBadgesOf(ada!.id)).toBe(2);

      await db().badgeContacts.replace(badge.id, [grace!.id]);
      expect(await db().badgeContacts.contactsOf(badge.id)).toEqual([grace]);
      expect(await db().badgeContacts.contactsOf(other.id)).toEqual([ada]);
      await db().badgeContacts.replace(badge.id, []);
      expect(await db().badgeContacts.contactsOf(badge.id)).toEqual([]);
      expect(await db().badgeContacts.countBadgesOf(charles!.id)).toBe(0);
    });

    it('when a contact is on a badge, then deleting it is RecordInUse until the badge is deleted', async () => {
      const badge = await db().badges.insert(anEntity());
      const [ada] = await db().contacts.insertMany([aContact()]);
      await db().badgeContacts.replace(badge.id, [ada!.id]);
      await expect(db().contacts.delete(ada!.id)).rejects.toBeInstanceOf(RecordInUse);
      expect(await db().contacts.findById(ada!.id)).toEqual(ada);

      expect(await db().badges.delete(badge.id)).toBe(true);
      expect(await db().badgeContacts.countBadgesOf(ada!.id)).toBe(0);
      expect(await db().badgeContacts.contactsOf(badge.id)).toEqual([]);
      expect(await db().contacts.delete(ada!.id)).toBe(true);
    });

    it('when a contact or the badge is gone, then replace is VanishedReference and the old set stays', async () => {
      const badge = await db().badges.insert(anEntity());
      const [ada] = await db().contacts.insertMany([aContact()]);
      await db().badgeContacts.replace(badge.id, [ada!.id]);
      await expect(db().badgeContacts.replace(badge.id, [ada!.id + 1000])).rejects.toBeInstanceOf(
        VanishedReference,
      );
      expect(await db().badgeContacts.contactsOf(badge.id)).toEqual([ada]);
      await expect(db().badgeContacts.replace(badge.id + 1000, [ada!.id])).rejects.toBeInstanceOf(
        VanishedReference,
      );
    });

    it('when a company is deleted, then contacts naming it stay (the name is free text)', async () => {
      const company = await db().companies.insert(anEntity({ code: 'ACME', label: 'Acme' }));
      const [ada] = await db().contacts.insertMany([aContact({ companyName: 'Acme' })]);
      expect(await db().companies.delete(company.id)).toBe(true);
      expect(await db().contacts.findById(ada!.id)).toEqual(ada);
    });
  });
});
