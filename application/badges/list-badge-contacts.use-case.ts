import { BADGE } from '../../domain/badges/badge.js';
import type { Contact } from '../../domain/contacts/contact.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import { type ContactFilter, type ContactSortKey, contactListing } from '../contacts/contact-listing.js';
import type { ContactRepository } from '../contacts/ports/contact.repository.js';
import { ListUseCase } from '../listing/list.use-case.js';
import type { ListAnswer, ListRequest } from '../listing/list-query.js';
import type { CodedEntityRepository } from '../records/ports/coded-entity.repository.js';

/** A badge's contacts as the contact list gives them: paged, sorted, filtered, searched (docs/api/lists.md#a-badges-contacts). */
export class ListBadgeContactsUseCase {
  private readonly contacts: ListUseCase<Contact, ContactSortKey, ContactFilter>;

  constructor(
    private readonly badges: CodedEntityRepository,
    contacts: ContactRepository,
  ) {
    this.contacts = new ListUseCase(contacts, contactListing);
  }

  /** By default ordered by last name, then first name (code point order), then id. */
  async execute(
    badgeId: number,
    request: ListRequest<ContactSortKey, ContactFilter>,
  ): Promise<ListAnswer<Contact>> {
    if (!(await this.badges.findById(badgeId))) throw new RecordNotFound(BADGE, badgeId);
    const filter = { ...request.query.filter, badgeId };
    return this.contacts.execute({ ...request, query: { ...request.query, filter } });
  }
}
