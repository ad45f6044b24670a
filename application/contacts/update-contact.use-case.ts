import { CONTACT, type Contact, type ContactInput, changeContact } from '../../domain/contacts/contact.js';
import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { ContactRepository } from './ports/contact.repository.js';

/**
 * Replaces first and last name, company name and e-mail; the last writer wins, unless it sends a
 * precondition (If-Match): then the write is guarded on the `updatedAt` of the contact that met it.
 */
export class UpdateContactUseCase {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly changes: ChangeRecorder,
  ) {}

  execute(
    id: number,
    input: ContactInput,
    actor: Actor,
    precondition?: Precondition<Contact>,
  ): Promise<Contact> {
    return this.uow.run(async () => {
      const contact = await this.contacts.findById(id);
      if (!contact) throw new RecordNotFound(CONTACT, id);
      assertPrecondition(precondition, contact, CONTACT.name, id);
      const changed = changeContact(contact, input, this.clock.now());
      const updated = await this.contacts.update(changed, precondition ? contact.updatedAt : undefined);
      await this.changes.record('contacts', 'updated', [{ before: contact, after: updated }], actor);
      return updated;
    });
  }
}
