import { type Contact, type ContactInput, newContact } from '../../domain/contacts/contact.js';
import type { Clock } from '../shared/ports/clock.js';
import type { ContactRepository } from './ports/contact.repository.js';

export class CreateContactUseCase {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: ContactInput): Promise<Contact> {
    const [created] = await this.contacts.insertMany([newContact(input, this.clock.now())]);
    return created!;
  }
}
