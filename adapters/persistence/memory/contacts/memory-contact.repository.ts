// Contacts in memory: the coded-entities kernel, listed by name, with the SQL adapters' filters.
import { type ContactFilter, contactListing } from '../../../../application/contacts/contact-listing.js';
import { type Contact, type ContactFields, contactKind } from '../../../../domain/contacts/contact.js';
import {
  BADGE_CONTACTS,
  type BadgeContactLink,
  countBadgesOf,
  linkKey,
} from '../badges/memory-badge-links.js';
import type { MemoryStore } from '../memory-store.js';
import { MemoryCodedEntityRepository } from '../records/memory-coded-entity.repository.js';

export const CONTACTS = 'contacts';

export class MemoryContactRepository extends MemoryCodedEntityRepository<
  'times',
  ContactFields,
  ContactFilter
> {
  constructor(store: MemoryStore) {
    const links = () => store.rows<BadgeContactLink>(BADGE_CONTACTS);
    const matches = (contact: Contact, filter: ContactFilter) =>
      (filter.companyName === undefined || contact.companyName === filter.companyName) &&
      (filter.email === undefined || contact.email === filter.email) &&
      (filter.modifiedSince === undefined || contact.updatedAt >= filter.modifiedSince) &&
      (filter.badgeId === undefined || links().has(linkKey(filter.badgeId, contact.id)));
    super(store, CONTACTS, contactKind, {
      // The SQL adapters' foreign key from badge_contacts (restrict), in memory.
      restrict: { referenced: (id) => countBadgesOf(store, id) > 0, inUse: 'a badge holds it' },
      listing: contactListing,
      matches,
    });
  }
}
