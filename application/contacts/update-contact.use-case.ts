import { CONTACT, type Contact, type ContactInput, changeContact } from '../../domain/contacts/contact.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { ContactRepository } from './ports/contact.repository.js';

/** Replaces first and last name, company name and e-mail; the last writer wins. */
export class UpdateContactUseCase {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  execute(id: number, input: ContactInput): Promise<Contact> {
    return this.uow.run(async () => {
      const contact = await this.contacts.findById(id);
      if (!contact) throw new RecordNotFound(CONTACT, id);
      return this.contacts.update(changeContact(contact, input, this.clock.now()));
    });
  }
}
