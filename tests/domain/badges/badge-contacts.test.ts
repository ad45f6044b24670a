import { describe, expect, it } from 'vitest';
import { ContactNotOnBadge, UnknownContacts } from '../../../domain/badges/badge.errors.js';
import {
  assertContactsExist,
  contactsToPrint,
  uniqueContactIds,
} from '../../../domain/badges/badge-contacts.js';
import type { Contact } from '../../../domain/contacts/contact.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';

const T0 = instantFromMicros(1_795_000_000_000_000);

function aContact(id: number, lastName: string): Contact {
  return { id, firstName: 'F', lastName, companyName: null, email: null, createdAt: T0, updatedAt: T0 };
}

describe('badge contacts', () => {
  it('when ids repeat, then each counts once, first occurrence first', () => {
    expect(uniqueContactIds([5, 3, 5, 1, 3])).toEqual([5, 3, 1]);
  });

  it('when every requested contact exists, then nothing is thrown', () => {
    expect(() => assertContactsExist([1, 2, 2], new Set([1, 2]))).not.toThrow();
    expect(() => assertContactsExist([], new Set())).not.toThrow();
  });

  it('when contacts are unknown, then each is named once, at its first index', () => {
    let error: unknown;
    try {
      assertContactsExist([1, 9, 2, 9, 8], new Set([1, 2]));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnknownContacts);
    expect((error as UnknownContacts).details).toEqual([
      { path: 'contactIds[1]', message: 'contact 9 does not exist' },
      { path: 'contactIds[4]', message: 'contact 8 does not exist' },
    ]);
  });

  describe('contacts to print', () => {
    const associated = [aContact(3, 'Babbage'), aContact(1, 'Hopper'), aContact(2, 'Lovelace')];

    it('when none are requested, then every associated contact, in the given order', () => {
      expect(contactsToPrint(7, associated, undefined)).toEqual(associated);
      expect(contactsToPrint(7, [], undefined)).toEqual([]);
    });

    it('when some are requested, then exactly those, once each, in the associated order', () => {
      expect(contactsToPrint(7, associated, [2, 3, 2]).map((c) => c.id)).toEqual([3, 2]);
    });

    it('when a requested contact is not on the badge, then the whole printout is refused naming it', () => {
      expect(() => contactsToPrint(7, associated, [1, 42])).toThrow(ContactNotOnBadge);
      expect(() => contactsToPrint(7, associated, [1, 42])).toThrow('Contact 42 is not on badge 7');
      expect(() => contactsToPrint(7, associated, [41, 42])).toThrow('Contacts 41, 42 are not on badge 7');
    });
  });
});
