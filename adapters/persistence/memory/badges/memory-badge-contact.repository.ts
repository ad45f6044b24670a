// A badge's contacts in memory.
import type { BadgeContactRepository } from '../../../../application/badges/ports/badge-contact.repository.js';
import type { Contact } from '../../../../domain/contacts/contact.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import { VanishedReference } from '../../../../domain/shared/record.errors.js';
import { CONTACTS } from '../contacts/memory-contact.repository.js';
import type { MemoryStore } from '../memory-store.js';
import {
  BADGE_CONTACTS,
  BADGES,
  type BadgeContactLink,
  countBadgesOf,
  dropBadgeLinks,
  linkKey,
} from './memory-badge-links.js';

export class MemoryBadgeContactRepository implements BadgeContactRepository {
  constructor(private readonly store: MemoryStore) {}

  async contactsOf(badgeId: number): Promise<Contact[]> {
    const contacts = this.store.rows<Contact>(CONTACTS);
    return [...this.store.rows<BadgeContactLink>(BADGE_CONTACTS).values()]
      .filter((link) => link.badgeId === badgeId)
      .map((link) => contacts.get(link.contactId)!)
      .sort(compareContacts);
  }

  replace(badgeId: number, contactIds: readonly number[]): Promise<void> {
    return this.store.write(() => {
      // The SQL adapters' foreign keys in memory.
      const contacts = this.store.rows(CONTACTS);
      if (!this.store.rows(BADGES).has(badgeId) || contactIds.some((id) => !contacts.has(id))) {
        throw new VanishedReference();
      }
      dropBadgeLinks(this.store, badgeId);
      const links = this.store.mutable<BadgeContactLink>(BADGE_CONTACTS);
      for (const contactId of contactIds) links.set(linkKey(badgeId, contactId), { badgeId, contactId });
    });
  }

  async countBadgesOf(contactId: number): Promise<number> {
    return countBadgesOf(this.store, contactId);
  }
}

/** Last name, first name, then id, by code point, as the SQL adapters order them. */
function compareContacts(a: Contact, b: Contact): number {
  return (
    compareCodePoints(a.lastName, b.lastName) || compareCodePoints(a.firstName, b.firstName) || a.id - b.id
  );
}
