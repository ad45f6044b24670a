// Contacts on Drizzle: the coded-entities kernel on the contacts table, listed by name.
import { type ContactFilter, contactListing } from '../../../../application/contacts/contact-listing.js';
import { type ContactFields, contactKind } from '../../../../domain/contacts/contact.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import {
  type CodedEntityTable,
  DrizzleCodedEntityRepository,
} from '../records/drizzle-coded-entity.repository.js';
import { contactListingTable } from './contact-listing-table.js';

export class DrizzleContactRepository extends DrizzleCodedEntityRepository<
  'times',
  ContactFields,
  ContactFilter
> {
  constructor(gateway: DrizzleGateway) {
    super(gateway, gateway.tables.contacts as unknown as CodedEntityTable, contactKind, {
      // badge_contacts.contact_id restricts: a badge took the contact after the use case counted.
      inUse: 'a badge holds it',
      listing: { definition: contactListing, table: contactListingTable(gateway.tables) },
    });
  }
}
