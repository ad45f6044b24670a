import { assertContactDeletable, CONTACT, type Contact } from '../../domain/contacts/contact.js';
import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { BadgeContactRepository } from '../badges/ports/badge-contact.repository.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { ContactRepository } from './ports/contact.repository.js';

/** Physical delete of a contact no badge holds (docs/api/badges.md#deletes: 409 otherwise). */
export class DeleteContactUseCase {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly links: BadgeContactRepository,
    private readonly uow: UnitOfWork,
    private readonly changes: ChangeRecorder,
  ) {}

  execute(id: number, actor: Actor, precondition?: Precondition<Contact>): Promise<void> {
    return this.uow.run(async () => {
      const contact = await this.contacts.findById(id);
      if (!contact) throw new RecordNotFound(CONTACT, id);
      assertPrecondition(precondition, contact, CONTACT.name, id);
      assertContactDeletable(contact, await this.links.countBadgesOf(id));
      // A badge that takes the contact meanwhile makes the repository throw RecordInUse.
      if (await this.contacts.delete(id, precondition ? contact.updatedAt : undefined))
        return this.changes.record('contacts', 'deleted', [{ before: contact }], actor);
      throw precondition ? new PreconditionFailed(CONTACT.name, id) : new RecordNotFound(CONTACT, id);
    });
  }
}
