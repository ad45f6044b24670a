import { assertContactDeletable, type ContactFields, contactKind } from '../../domain/contacts/contact.js';
import type { BadgeContactRepository } from '../badges/ports/badge-contact.repository.js';
import {
  type CodedEntityDeps,
  type CodedEntityUseCases,
  codedEntityUseCases,
} from '../records/coded.use-cases.js';
import { type ContactFilter, contactListing } from './contact-listing.js';
import type { ContactRepository } from './ports/contact.repository.js';

export interface ContactDeps extends CodedEntityDeps {
  readonly contacts: ContactRepository;
  /** A contact still on a badge cannot be deleted. */
  readonly badgeContacts: BadgeContactRepository;
}

export type ContactUseCases = CodedEntityUseCases<'times', ContactFields, ContactFilter>;

/**
 * The record kernel for contacts, a code-less kind: listed by name, an import appends, and
 * a contact that a badge holds is not deleted (docs/api/badges.md#deletes).
 */
export function contactUseCases(deps: ContactDeps): ContactUseCases {
  const { contacts, badgeContacts } = deps;
  return codedEntityUseCases(contacts, contactKind, 'contacts', deps, {
    listing: contactListing,
    deleteGuard: async (contact) =>
      assertContactDeletable(contact, await badgeContacts.countBadgesOf(contact.id)),
  });
}
