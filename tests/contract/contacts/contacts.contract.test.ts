import { expect, it } from 'vitest';
import { RecordNotFound } from '../../../domain/shared/record.errors.js';
import { describeEachBackend } from '../../support/backends.js';
import { aContact, T0, T1, usePersistence } from '../../support/persistence.js';

describeEachBackend('contacts repository contract', (backend) => {
  const db = usePersistence(backend);

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
    expect(await db().contacts.existingIds([b!.id, ...many, a!.id, b!.id])).toEqual(new Set([a!.id, b!.id]));
  });

  it('when deleted, then it is gone and a second delete is false', async () => {
    const [created] = await db().contacts.insertMany([aContact()]);
    expect(await db().contacts.delete(created!.id)).toBe(true);
    expect(await db().contacts.findById(created!.id)).toBeUndefined();
    expect(await db().contacts.delete(created!.id)).toBe(false);
  });
});
