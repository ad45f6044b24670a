// Contacts in memory, in name order.
import type { ContactRepository } from '../../../../application/contacts/ports/contact.repository.js';
import { CONTACT, type Contact, type NewContact } from '../../../../domain/contacts/contact.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { RecordInUse, RecordNotFound } from '../../../../domain/shared/record.errors.js';
import { countBadgesOf } from '../badges/memory-badge-links.js';
import type { MemoryStore } from '../memory-store.js';
import { memoryContactListing } from './memory-contact-listing.js';

export const CONTACTS = 'contacts';

export class MemoryContactRepository implements ContactRepository {
  private readonly listing;

  constructor(private readonly store: MemoryStore) {
    this.listing = memoryContactListing(store, CONTACTS);
  }

  /** docs/api/lists.md#contacts */
  page: ContactRepository['page'] = (query, limit, after) => this.listing.page(query, limit, after);
  walk: ContactRepository['walk'] = (query) => this.listing.walk(query);
  count: ContactRepository['count'] = (query) => this.listing.count(query);

  async findById(id: number): Promise<Contact | undefined> {
    return this.store.rows<Contact>(CONTACTS).get(id);
  }

  async list(): Promise<Contact[]> {
    return [...this.store.rows<Contact>(CONTACTS).values()].sort(compareContacts);
  }

  async existingIds(ids: readonly number[]): Promise<Set<number>> {
    const rows = this.store.rows(CONTACTS);
    return new Set(ids.filter((id) => rows.has(id)));
  }

  insertMany(contacts: readonly NewContact[]): Promise<Contact[]> {
    return this.store.write(() => {
      const rows = this.store.mutable<Contact>(CONTACTS);
      return contacts.map((contact) => {
        const stored: Contact = { ...contact, id: this.store.nextId(CONTACTS) };
        rows.set(stored.id, stored);
        return stored;
      });
    });
  }

  update(contact: Contact, unchangedSince?: Instant): Promise<Contact> {
    return this.store.write(() => {
      const stored = this.store.rows<Contact>(CONTACTS).get(contact.id);
      if (unchangedSince !== undefined && stored?.updatedAt !== unchangedSince) {
        throw new PreconditionFailed(CONTACT.name, contact.id);
      }
      if (!stored) throw new RecordNotFound(CONTACT, contact.id);
      const updated: Contact = { ...contact, createdAt: stored.createdAt };
      this.store.mutable<Contact>(CONTACTS).set(contact.id, updated);
      return updated;
    });
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    return this.store.write(() => {
      const stored = this.store.rows<Contact>(CONTACTS).get(id);
      if (!stored || (unchangedSince !== undefined && stored.updatedAt !== unchangedSince)) return false;
      // The SQL adapters' foreign key (restrict) in memory.
      if (countBadgesOf(this.store, id) > 0) throw new RecordInUse(CONTACT, id, 'a badge holds it');
      return this.store.mutable(CONTACTS).delete(id);
    });
  }
}

/** Last name, first name, then id, by code point, as the SQL adapters order them. */
export function compareContacts(a: Contact, b: Contact): number {
  return (
    compareCodePoints(a.lastName, b.lastName) || compareCodePoints(a.firstName, b.firstName) || a.id - b.id
  );
}
