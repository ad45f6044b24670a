import { BADGE } from '../../domain/badges/badge.js';
import type { Contact } from '../../domain/contacts/contact.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { CodedEntityRepository } from '../coded-entities/ports/coded-entity.repository.js';
import type { BadgeContactRepository } from './ports/badge-contact.repository.js';

export class ListBadgeContactsUseCase {
  constructor(
    private readonly badges: CodedEntityRepository,
    private readonly links: BadgeContactRepository,
  ) {}

  /** Ordered by last name, then first name (code point order), then id. */
  async execute(badgeId: number): Promise<Contact[]> {
    if (!(await this.badges.findById(badgeId))) throw new RecordNotFound(BADGE, badgeId);
    return this.links.contactsOf(badgeId);
  }
}
