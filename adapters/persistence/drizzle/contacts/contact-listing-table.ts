// How contacts are sorted and filtered on Drizzle (docs/api/lists.md#contacts), a badge's ones too.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { ContactFilter, ContactSortKey } from '../../../../application/contacts/contact-listing.js';
import type { Tables } from '../drizzle-gateway.js';
import type { ListingTable } from '../listing/keyset-page.js';

export function contactListingTable({
  contacts,
  badgeContacts,
}: Tables): ListingTable<ContactSortKey, ContactFilter> {
  return {
    table: contacts,
    id: contacts.id,
    sortColumns: {
      // The name index (last_name, first_name, id) serves the bare list's order.
      lastName: { column: contacts.lastName, tieBreaker: contacts.firstName },
      firstName: { column: contacts.firstName },
      email: { column: contacts.email, nullable: true },
      companyName: { column: contacts.companyName, nullable: true },
      createdDate: { column: contacts.createdAt },
      lastModifiedDate: { column: contacts.updatedAt },
    },
    filters: (filter) => [
      filter.companyName === undefined ? undefined : eq(contacts.companyName, filter.companyName),
      filter.email === undefined ? undefined : eq(contacts.email, filter.email),
      filter.modifiedSince === undefined ? undefined : gte(contacts.updatedAt, filter.modifiedSince),
      filter.badgeId === undefined
        ? undefined
        : sql`exists (select 1 from ${badgeContacts} where ${and(
            eq(badgeContacts.contactId, contacts.id),
            eq(badgeContacts.badgeId, filter.badgeId),
          )})`,
    ],
    search: { column: contacts.searchText, ftsTable: 'contacts_search' },
  };
}
