import { type Contact, type ContactInput, newContact } from '../../domain/contacts/contact.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import { type BatchElement, validateBatch } from '../exchange/batch.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { ContactRepository } from './ports/contact.repository.js';

/**
 * Import (JSON or CSV): contacts have no natural key, so every element creates a new contact (docs/api/exchange.md#upsert-by-code).
 * All are validated before the one transaction that stores them; any invalid one stores nothing.
 */
export class ImportContactsUseCase {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly changes: ChangeRecorder,
  ) {}

  /** The created contacts in request order. */
  async execute(elements: readonly BatchElement<ContactInput>[], actor: Actor): Promise<Contact[]> {
    const now = this.clock.now();
    const valid = validateBatch(elements, (input, path) => newContact(input, now, path));
    return this.uow.run(async () => {
      const created = await this.contacts.insertMany(valid);
      await this.changes.record(
        'contacts',
        'created',
        created.map((after) => ({ after })),
        actor,
      );
      return created;
    });
  }
}
