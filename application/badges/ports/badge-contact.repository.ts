import type { Contact } from '../../../domain/contacts/contact.js';

/** Which contacts a badge holds (docs/api/badges.md#badge-contacts). A badge's links go with it; a linked contact cannot be deleted. */
export interface BadgeContactRepository {
  /** The badge's contacts ordered by last name, first name (code point order), then id. */
  contactsOf(badgeId: number): Promise<Contact[]>;
  /**
   * Makes `contactIds` (distinct, existing) the badge's whole set. Throws VanishedReference
   * when the badge or a contact was deleted since the caller checked.
   */
  replace(badgeId: number, contactIds: readonly number[]): Promise<void>;
  /** How many badges hold the contact. */
  countBadgesOf(contactId: number): Promise<number>;
}
