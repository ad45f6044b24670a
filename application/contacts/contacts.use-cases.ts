import type { BadgeContactRepository } from '../badges/ports/badge-contact.repository.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import { ListUseCase } from '../listing/list.use-case.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { contactListing } from './contact-listing.js';
import { CreateContactUseCase } from './create-contact.use-case.js';
import { DeleteContactUseCase } from './delete-contact.use-case.js';
import { ImportContactsUseCase } from './import-contacts.use-case.js';
import type { ContactRepository } from './ports/contact.repository.js';
import { GetContactUseCase, ListContactsUseCase } from './read-contacts.use-case.js';
import { UpdateContactUseCase } from './update-contact.use-case.js';

export interface ContactDeps {
  readonly contacts: ContactRepository;
  /** A contact still on a badge cannot be deleted. */
  readonly badgeContacts: BadgeContactRepository;
  readonly clock: Clock;
  readonly unitOfWork: UnitOfWork;
  readonly changes: ChangeRecorder;
}

export type ContactUseCases = ReturnType<typeof contactUseCases>;

export function contactUseCases({ contacts, badgeContacts, clock, unitOfWork, changes }: ContactDeps) {
  return {
    /** Every contact, for the exports. */
    list: new ListContactsUseCase(contacts),
    /** The list endpoint: pages, sorts, filters, search (docs/api/lists.md#contacts). */
    listing: new ListUseCase(contacts, contactListing),
    get: new GetContactUseCase(contacts),
    create: new CreateContactUseCase(contacts, clock, changes, unitOfWork),
    update: new UpdateContactUseCase(contacts, clock, unitOfWork, changes),
    delete: new DeleteContactUseCase(contacts, badgeContacts, unitOfWork, changes),
    import: new ImportContactsUseCase(contacts, clock, unitOfWork, changes),
  };
}
