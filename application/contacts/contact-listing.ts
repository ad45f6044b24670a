// How contacts are listed (docs/api/lists.md#contacts), on their own and as a badge's.
import type { Contact } from '../../domain/contacts/contact.js';
import { searchText } from '../../domain/listing/search-words.js';
import type { CodedFilter, KindListing } from '../listing/coded-listing.js';
import { type SortValue, TIME_SORT_KEYS, timeSortValue } from '../listing/list-query.js';

/** `lastName` sorts by last name, then first name: the order of the bare list. */
export const CONTACT_SORT_KEYS = {
  lastName: 'textPair',
  firstName: 'text',
  email: 'text',
  companyName: 'text',
  ...TIME_SORT_KEYS,
} as const;
export type ContactSortKey = keyof typeof CONTACT_SORT_KEYS;

export interface ContactFilter extends CodedFilter {
  /** Contacts of exactly this company name. */
  readonly companyName?: string;
  /** Contacts with exactly this e-mail address (addresses are stored as given, never lower-cased). */
  readonly email?: string;
  /** Contacts a badge holds. */
  readonly badgeId?: number;
}

export function contactSortValue(contact: Contact, key: ContactSortKey): SortValue {
  if (key === 'lastName') return [contact.lastName, contact.firstName];
  return key === 'createdDate' || key === 'lastModifiedDate' ? timeSortValue(contact, key) : contact[key];
}

/** What a contact is found by: the words of its names, e-mail address and company. */
export function contactSearchText(
  contact: Pick<Contact, 'firstName' | 'lastName' | 'email' | 'companyName'>,
): string {
  return searchText([contact.firstName, contact.lastName, contact.email, contact.companyName]);
}

/** By last name, then first name, then ID unless told: the order of the bare list. */
export const contactListing: KindListing<Contact, ContactSortKey> = {
  sortKeys: CONTACT_SORT_KEYS,
  sortValue: contactSortValue,
  defaultSort: 'lastName',
  searchText: contactSearchText,
};
