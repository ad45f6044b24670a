import { expect, it } from 'vitest';
import { RecordInUse, VanishedReference } from '../../../domain/shared/record.errors.js';
import { describeEachBackend } from '../../support/backends.js';
import { aCodedEntity, aContact, usePersistence } from '../../support/persistence.js';

describeEachBackend('badge contacts repository contract', (backend) => {
  const db = usePersistence(backend);

  it('when a set is put on a badge, then contactsOf lists it by name and a new set replaces it', async () => {
    const badge = await db().badges.insert(aCodedEntity());
    const other = await db().badges.insert(aCodedEntity({ code: 'OTHER' }));
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
    const badge = await db().badges.insert(aCodedEntity());
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
    const badge = await db().badges.insert(aCodedEntity());
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
});
