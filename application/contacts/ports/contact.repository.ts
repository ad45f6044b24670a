import type { Contact, NewContact } from '../../../domain/contacts/contact.js';

export interface ContactRepository {
  findById(id: number): Promise<Contact | undefined>;
  /** Ordered by last name, then first name (code point order), then id. */
  list(): Promise<Contact[]>;
  /** The subset of `ids` that exist. */
  existingIds(ids: readonly number[]): Promise<Set<number>>;
  /** Returns them in input order, with their new IDs. */
  insertMany(contacts: readonly NewContact[]): Promise<Contact[]>;
  /** Writes every field but id and createdAt; throws RecordNotFound when the row is gone. */
  update(contact: Contact): Promise<Contact>;
  /** False when there was no such row; throws RecordInUse when a badge still holds it. */
  delete(id: number): Promise<boolean>;
}
