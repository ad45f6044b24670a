import { BADGE } from '../../domain/badges/badge.js';
import { assertContactsExist, uniqueContactIds } from '../../domain/badges/badge-contacts.js';
import type { Contact } from '../../domain/contacts/contact.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { ContactRepository } from '../contacts/ports/contact.repository.js';
import type { CodedEntityRepository } from '../records/ports/coded-entity.repository.js';
import type { Actor } from '../shared/actor.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { BadgeContactRepository } from './ports/badge-contact.repository.js';

/**
 * PUT of a badge's contacts (docs/api/badges.md#badge-contacts): the new set replaces the old one
 * in one transaction, logged as an update of the badge's `contacts` (docs/api/changes.md).
 */
export class ReplaceBadgeContactsUseCase {
  constructor(
    private readonly badges: CodedEntityRepository,
    private readonly contacts: ContactRepository,
    private readonly links: BadgeContactRepository,
    private readonly uow: UnitOfWork,
    private readonly changes: ChangeRecorder,
  ) {}

  /** Returns the badge's new contact list, ordered as the list endpoint orders it. */
  execute(badgeId: number, contactIds: readonly number[], by: Actor): Promise<Contact[]> {
    return this.uow.run(async () => {
      const badge = await this.badges.findById(badgeId);
      if (!badge) throw new RecordNotFound(BADGE, badgeId);
      const ids = uniqueContactIds(contactIds);
      assertContactsExist(contactIds, await this.contacts.existingIds(ids));
      const before = await this.links.contactsOf(badgeId);
      await this.links.replace(badgeId, ids);
      const after = await this.links.contactsOf(badgeId);
      await this.changes.recordLinks(
        'badges',
        badge,
        'contacts',
        before.map((contact) => contact.id),
        after.map((contact) => contact.id),
        by,
      );
      return after;
    });
  }
}
