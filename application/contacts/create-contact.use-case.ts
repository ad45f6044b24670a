import { type Contact, type ContactInput, newContact } from '../../domain/contacts/contact.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { ContactRepository } from './ports/contact.repository.js';

export class CreateContactUseCase {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly clock: Clock,
    private readonly changes: ChangeRecorder,
    private readonly uow: UnitOfWork,
  ) {}

  execute(input: ContactInput, actor: Actor): Promise<Contact> {
    return this.uow.run(async () => {
      const [created] = await this.contacts.insertMany([newContact(input, this.clock.now())]);
      await this.changes.record('contacts', 'created', [{ after: created! }], actor);
      return created!;
    });
  }
}
