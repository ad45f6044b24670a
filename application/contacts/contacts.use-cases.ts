import { assertContactDeletable, type ContactFields, contactKind } from '../../domain/contacts/contact.js';
import type { BadgeContactRepository } from '../badges/ports/badge-contact.repository.js';
import { type DeletedUseCases, deletedKind } from '../records/coded-store.js';
import { type KernelDeps, recordUseCases } from '../records/record.use-cases.js';
import { type ContactFilter, contactListing } from './contact-listing.js';
import type { ContactRepository } from './ports/contact.repository.js';

export interface ContactDeps extends KernelDeps {
  readonly contacts: ContactRepository;
  /** A contact still on a badge cannot be deleted. */
  readonly badgeContacts: BadgeContactRepository;
}

export type ContactUseCases = DeletedUseCases<'times', ContactFields, ContactFilter>;

/**
 * The record kernel for contacts, a code-less kind: listed by name, an import appends, and
 * a contact that a badge holds is not deleted (docs/api/badges.md#deletes).
 */
export function contactUseCases(deps: ContactDeps): ContactUseCases {
  const { contacts, badgeContacts } = deps;
  const kind = deletedKind(contacts, contactKind, 'contacts', deps, {
    listing: contactListing,
    deleteGuard: async (contact) =>
      assertContactDeletable(contact, await badgeContacts.countBadgesOf(contact.id)),
  });
  return recordUseCases(kind, deps);
}
