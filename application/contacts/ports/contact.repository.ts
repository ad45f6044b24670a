import type { ContactFields } from '../../../domain/contacts/contact.js';
import type { CodedEntityRepository } from '../../records/ports/coded-entity.repository.js';
import type { ContactFilter } from '../contact-listing.js';

/**
 * The coded-entity store of contacts, a code-less kind: listed by name (docs/api/lists.md#contacts),
 * a badge's with the `badgeId` filter. Its delete throws RecordInUse while a badge holds the contact.
 */
export type ContactRepository = CodedEntityRepository<'times', ContactFields, ContactFilter>;
