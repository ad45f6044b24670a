import { invalidField } from '../shared/domain-error.js';
import { checkFields } from '../shared/field-checks.js';
import type { Instant } from '../shared/instant.js';
import { RecordInUse, type RecordKind } from '../shared/record.errors.js';
import { MAX_LABEL_LENGTH, validateOptionalLine } from '../shared/record-fields.js';
import { isBlank, singleLineProblem } from '../shared/text.js';
import { validateEmail } from './email.js';

export const CONTACT: RecordKind = { name: 'Contact', code: 'CONTACT' };

export const MAX_NAME_LENGTH = MAX_LABEL_LENGTH;

/** A person printed on badges (docs/api/badges.md#contact-fields). The company is free text, not a reference to a company. */
export interface Contact {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly companyName: string | null;
  readonly email: string | null;
  readonly createdAt: Instant;
  readonly updatedAt: Instant;
}

export type NewContact = Omit<Contact, 'id'>;

/** What create, update and import carry; a PUT replaces every field, omitted optional ones become null. */
export interface ContactInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly companyName?: string | null;
  readonly email?: string | null;
}

/** Validates a contact to create; errors are reported under `path` (`[3].`, `line 4: `). */
export function newContact(input: ContactInput, now: Instant, path = ''): NewContact {
  return { ...contactFields(input, path), createdAt: now, updatedAt: now };
}

export function changeContact(contact: Contact, input: ContactInput, now: Instant): Contact {
  return { ...contact, ...contactFields(input, ''), updatedAt: now };
}

/** Badges print the contacts they hold, so a contact still on one cannot go (docs/api/badges.md#deletes). */
export function assertContactDeletable(contact: Contact, badgeCount: number): void {
  if (badgeCount > 0) {
    const badges = badgeCount === 1 ? '1 badge' : `${badgeCount} badges`;
    throw new RecordInUse(CONTACT, contact.id, `it is on ${badges}`);
  }
}

function contactFields(input: ContactInput, path: string) {
  return checkFields({
    firstName: () => validateName(input.firstName, `${path}firstName`),
    lastName: () => validateName(input.lastName, `${path}lastName`),
    companyName: () => validateOptionalLine(input.companyName, `${path}companyName`),
    email: () => validateEmail(input.email, `${path}email`),
  });
}

function validateName(name: string, path: string): string {
  const problem = singleLineProblem(name);
  if (problem) throw invalidField('CONTACT.INVALID_NAME', path, problem);
  if (isBlank(name)) throw invalidField('CONTACT.BLANK_NAME', path, 'must not be blank');
  if (name.length > MAX_NAME_LENGTH) {
    throw invalidField('CONTACT.NAME_TOO_LONG', path, `must be at most ${MAX_NAME_LENGTH} characters`);
  }
  return name;
}
