// Contacts in memory: the coded-entities kernel, listed by name, with the SQL adapters' filters.
import {
  type ContactFilter,
  type ContactSortKey,
  contactListing,
} from '../../../../application/contacts/contact-listing.js';
import { type Contact, contactKind, type NewContact } from '../../../../domain/contacts/contact.js';
import {
  BADGE_CONTACTS,
  type BadgeContactLink,
  countBadgesOf,
  linkKey,
} from '../badges/memory-badge-links.js';
import type { MemoryStore } from '../memory-store.js';
import { MemoryRecordRepository } from '../records/memory-record.repository.js';
import { memoryCodedListing } from '../records/memory-record-listing.js';

export const CONTACTS = 'contacts';

export class MemoryContactRepository extends MemoryRecordRepository<
  Contact,
  ContactSortKey,
  ContactFilter,
  NewContact
> {
  constructor(store: MemoryStore) {
    const links = () => store.rows<BadgeContactLink>(BADGE_CONTACTS);
    const matches = (contact: Contact, filter: ContactFilter) =>
      (filter.companyName === undefined || contact.companyName === filter.companyName) &&
      (filter.email === undefined || contact.email === filter.email) &&
      (filter.modifiedSince === undefined || contact.updatedAt >= filter.modifiedSince) &&
      (filter.badgeId === undefined || links().has(linkKey(filter.badgeId, contact.id)));
    super(store, {
      table: CONTACTS,
      kind: contactKind,
      removal: 'delete',
      listing: memoryCodedListing({ listing: contactListing, matches }),
      // The SQL adapters' foreign key from badge_contacts (restrict), in memory.
      restrict: { referenced: (id) => countBadgesOf(store, id) > 0, inUse: 'a badge holds it' },
    });
  }
}
