import {
  type CodedEntity,
  type CodedEntityInput,
  codelessKind,
  type NewCodedEntity,
  newCodedEntity,
} from '../records/coded-entity.js';
import type { Instant } from '../shared/instant.js';
import { RecordInUse, type RecordKind } from '../shared/record.errors.js';
import { MAX_LABEL_LENGTH, validateLabel } from '../shared/record-fields.js';
import { label, line } from '../shared/record-kind.js';
import { validateEmail } from './email.js';

export const CONTACT: RecordKind = { name: 'Contact', code: 'CONTACT' };

export const MAX_NAME_LENGTH = MAX_LABEL_LENGTH;

/** A required name: a label whose problems carry the contact's own codes. */
const name = () => ({
  ...label({ sort: true }),
  check: (input: string | null | undefined, path: string) =>
    validateLabel(input ?? '', path, 'CONTACT', 'NAME'),
});

/**
 * A person printed on badges (docs/api/badges.md#contact-fields): a code-less kind, known by its
 * ID. The company is free text, not a reference to a company; every field is a sort key.
 */
export const contactKind = codelessKind(CONTACT, 'times', {
  firstName: name(),
  lastName: name(),
  companyName: line({
    sort: true,
    doc: `Free text, at most ${MAX_NAME_LENGTH} characters; omitted or blank means null`,
  }),
  email: { ...line({ sort: true }), check: validateEmail },
});

export type ContactFields = typeof contactKind.fields;
export type Contact = CodedEntity<'times', ContactFields>;
export type NewContact = NewCodedEntity<'times', ContactFields>;

/** What create, update and import carry; a PUT replaces every field, omitted optional ones become null. */
export type ContactInput = CodedEntityInput<ContactFields>;

/** Validates a contact to create; errors are reported under `path` (`[3].`, `line 4: `), every bad field at once. */
export function newContact(input: ContactInput, now: Instant, path = ''): NewContact {
  return newCodedEntity(contactKind, input, '', now, path);
}

/** Badges print the contacts they hold, so a contact still on one cannot go (docs/api/badges.md#deletes). */
export function assertContactDeletable(contact: Contact, badgeCount: number): void {
  if (badgeCount > 0) {
    const badges = badgeCount === 1 ? '1 badge' : `${badgeCount} badges`;
    throw new RecordInUse(CONTACT, contact.id, `it is on ${badges}`);
  }
}
