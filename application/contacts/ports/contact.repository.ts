import type { Contact, NewContact } from '../../../domain/contacts/contact.js';
import type { Instant } from '../../../domain/shared/instant.js';
import type { ListingRepository } from '../../listing/ports/listing.repository.js';
import type { ContactFilter, ContactSortKey } from '../contact-listing.js';

/** Lists page by keyset (docs/api/lists.md#contacts), a badge's contacts with the `badgeId` filter. */
export interface ContactRepository extends ListingRepository<Contact, ContactSortKey, ContactFilter> {
  findById(id: number): Promise<Contact | undefined>;
  /** Ordered by last name, then first name (code point order), then id. */
  list(): Promise<Contact[]>;
  /** The subset of `ids` that exist. */
  existingIds(ids: readonly number[]): Promise<Set<number>>;
  /** Returns them in input order, with their new IDs. */
  insertMany(contacts: readonly NewContact[]): Promise<Contact[]>;
  /**
   * Writes every field but id and createdAt; throws RecordNotFound when the row is gone. Given
   * `unchangedSince`, writes only if the stored `updatedAt` is still that instant, else throws
   * PreconditionFailed.
   */
  update(contact: Contact, unchangedSince?: Instant): Promise<Contact>;
  /**
   * False when there was no such row (or, given `unchangedSince`, its `updatedAt` is another);
   * throws RecordInUse when a badge still holds it.
   */
  delete(id: number, unchangedSince?: Instant): Promise<boolean>;
}
