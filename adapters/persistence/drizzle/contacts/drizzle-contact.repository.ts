// Contacts on Drizzle: the contacts table, in name order.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type ContactFilter,
  type ContactSortKey,
  contactListing,
  contactSearchText,
} from '../../../../application/contacts/contact-listing.js';
import type { ContactRepository } from '../../../../application/contacts/ports/contact.repository.js';
import { CONTACT, type Contact, type NewContact } from '../../../../domain/contacts/contact.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { RecordInUse, RecordNotFound } from '../../../../domain/shared/record.errors.js';
import { chunks } from '../chunks.js';
import type { DrizzleGateway, Tables } from '../drizzle-gateway.js';
import { existingIdsOf } from '../existing-ids.js';
import { tableListing } from '../listing/table-listing.js';
import { collect, limited } from '../walk.js';
import { contactListingTable } from './contact-listing-table.js';

type Row = Tables['contacts']['$inferSelect'];

/** Seven bound values a row: 7 000 per statement, well under SQLite's and Postgres's limits. */
const ROWS_PER_INSERT = 1000;

export class DrizzleContactRepository implements ContactRepository {
  private readonly listing;

  constructor(private readonly gateway: DrizzleGateway) {
    this.listing = tableListing<Contact, ContactSortKey, ContactFilter, Row>(
      gateway,
      contactListingTable(gateway.tables),
      contactListing,
      toContact,
    );
  }

  /** docs/api/lists.md#contacts */
  page: ContactRepository['page'] = (query, limit, after) => this.listing.page(query, limit, after);
  walk: ContactRepository['walk'] = (query) => this.listing.walk(query);
  count: ContactRepository['count'] = (query) => this.listing.count(query);

  private get t() {
    return this.gateway.tables.contacts;
  }

  async findById(id: number): Promise<Contact | undefined> {
    const [row] = await this.gateway.reader().select().from(this.t).where(eq(this.t.id, id));
    return row && toContact(row);
  }

  list(): Promise<Contact[]> {
    return collect(
      this.gateway.walk(async (db, { after, limit }) => {
        const query = db
          .select()
          .from(this.t)
          .where(after && afterContact(this.t, after))
          .orderBy(...contactOrder(this.t))
          .$dynamic();
        return (await limited(query, limit)).map(toContact);
      }),
    );
  }

  existingIds(ids: readonly number[]): Promise<Set<number>> {
    return existingIdsOf(this.gateway, this.t, ids);
  }

  insertMany(contacts: readonly NewContact[]): Promise<Contact[]> {
    if (contacts.length === 0) return Promise.resolve([]);
    return this.gateway.write(async (db) => {
      const stored: Contact[] = [];
      for (const chunk of chunks(contacts, ROWS_PER_INSERT)) {
        const rows = await db
          .insert(this.t)
          .values(chunk.map((contact) => ({ ...contact, searchText: contactSearchText(contact) })))
          .returning();
        // IDs are drawn in VALUES order; RETURNING's own order is not promised, so sort by them.
        stored.push(...rows.sort((a, b) => a.id - b.id).map(toContact));
      }
      return stored;
    });
  }

  update(contact: Contact, unchangedSince?: Instant): Promise<Contact> {
    return this.gateway.write(async (db) => {
      const [row] = await db
        .update(this.t)
        .set({
          firstName: contact.firstName,
          lastName: contact.lastName,
          companyName: contact.companyName,
          email: contact.email,
          updatedAt: contact.updatedAt,
          searchText: contactSearchText(contact),
        })
        .where(this.unchanged(contact.id, unchangedSince))
        .returning();
      if (!row && unchangedSince !== undefined) throw new PreconditionFailed(CONTACT.name, contact.id);
      if (!row) throw new RecordNotFound(CONTACT, contact.id);
      return toContact(row);
    });
  }

  /** The row `id`, and only while its `updatedAt` is `since` when given: an If-Match write (docs/api/records.md#conditional-requests). */
  private unchanged(id: number, since: Instant | undefined) {
    return and(eq(this.t.id, id), since === undefined ? undefined : eq(this.t.updatedAt, since));
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    return this.gateway.write(async (db) => {
      try {
        const deleted = await db
          .delete(this.t)
          .where(this.unchanged(id, unchangedSince))
          .returning({ id: this.t.id });
        return deleted.length > 0;
      } catch (error) {
        // badge_contacts.contact_id restricts: a badge took the contact after the use case counted.
        if (this.gateway.isForeignKeyViolation(error)) throw new RecordInUse(CONTACT, id, 'a badge holds it');
        throw error;
      }
    });
  }
}

/** Last name, first name, then id: code point order on both backends (COLLATE "C" on Postgres). */
export function contactOrder(t: Tables['contacts']) {
  return [asc(t.lastName), asc(t.firstName), asc(t.id)] as const;
}

/** The contacts after `contact` in contactOrder (a row-value comparison, which the name index serves). */
export function afterContact(t: Tables['contacts'], contact: Contact): SQL {
  return sql`(${t.lastName}, ${t.firstName}, ${t.id}) > (${contact.lastName}, ${contact.firstName}, ${contact.id})`;
}

export function toContact(row: Row): Contact {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    email: row.email,
    createdAt: instantFromMicros(row.createdAt),
    updatedAt: instantFromMicros(row.updatedAt),
  };
}
