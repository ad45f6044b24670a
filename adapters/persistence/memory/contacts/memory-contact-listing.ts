// Contacts listed in memory (docs/api/lists.md#contacts): the same filters as the SQL adapters.
import {
  type ContactFilter,
  type ContactSortKey,
  contactListing,
  contactSearchText,
} from '../../../../application/contacts/contact-listing.js';
import type { ListingRepository } from '../../../../application/listing/ports/listing.repository.js';
import type { Contact } from '../../../../domain/contacts/contact.js';
import { BADGE_CONTACTS, type BadgeContactLink, linkKey } from '../badges/memory-badge-links.js';
import { memoryListing } from '../listing/memory-listing.js';
import type { MemoryStore } from '../memory-store.js';

export function memoryContactListing(
  store: MemoryStore,
  table: string,
): ListingRepository<Contact, ContactSortKey, ContactFilter> {
  const links = () => store.rows<BadgeContactLink>(BADGE_CONTACTS);
  const matches = (contact: Contact, filter: ContactFilter) =>
    (filter.companyName === undefined || contact.companyName === filter.companyName) &&
    (filter.email === undefined || contact.email === filter.email) &&
    (filter.modifiedSince === undefined || contact.updatedAt >= filter.modifiedSince) &&
    (filter.badgeId === undefined || links().has(linkKey(filter.badgeId, contact.id)));
  return memoryListing<Contact, ContactSortKey, ContactFilter>(
    { rows: () => [...store.rows<Contact>(table).values()], matches, searchText: contactSearchText },
    contactListing,
  );
}
