import { CONTACT, type Contact } from '../../domain/contacts/contact.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { ContactRepository } from './ports/contact.repository.js';

/** Also serves the exports: they are the list in another format. */
export class ListContactsUseCase {
  constructor(private readonly contacts: ContactRepository) {}

  /** Ordered by last name, then first name (code point order, docs/api/README.md#ordering), ties by id. */
  execute(): Promise<Contact[]> {
    return this.contacts.list();
  }
}

export class GetContactUseCase {
  constructor(private readonly contacts: ContactRepository) {}

  async execute(id: number): Promise<Contact> {
    const contact = await this.contacts.findById(id);
    if (!contact) throw new RecordNotFound(CONTACT, id);
    return contact;
  }
}
