// Contacts on Drizzle: the record kernel on the contacts table, deleted, listed by name.
import { contactListing } from '../../../../application/contacts/contact-listing.js';
import { contactKind } from '../../../../domain/contacts/contact.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { deletion } from '../records/delete-writes.js';
import { drizzleRecords } from '../records/drizzle-record.repository.js';
import { kindMapping } from '../records/mapping.js';
import { contactListingTable } from './contact-listing-table.js';

export type DrizzleContactRepository = ReturnType<typeof drizzleContactRepository>;

export function drizzleContactRepository(gateway: DrizzleGateway) {
  const mapping = kindMapping(contactKind, gateway.tables.contacts, contactListing.searchText);
  const listing = { definition: contactListing, table: contactListingTable(gateway.tables) };
  // badge_contacts.contact_id restricts: a badge took the contact after the use case counted.
  return drizzleRecords(gateway, mapping, listing, deletion({ inUse: 'a badge holds it' }));
}
