import type { Contact } from '../contacts/contact.js';
import type { ErrorDetail } from '../shared/domain-error.js';
import { ContactNotOnBadge, UnknownContacts } from './badge.errors.js';

/** Enough to fix a request without flooding the response. */
const MAX_REPORTED = 100;

/** A badge's contacts are a set: repeated IDs collapse, first occurrence first. */
export function uniqueContactIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** Throws UnknownContacts naming, by index, each requested ID that is not an existing contact. */
export function assertContactsExist(requested: readonly number[], existing: ReadonlySet<number>): void {
  const details: ErrorDetail[] = [];
  const reported = new Set<number>();
  requested.forEach((id, index) => {
    if (existing.has(id) || reported.has(id) || details.length === MAX_REPORTED) return;
    reported.add(id);
    details.push({ path: `contactIds[${index}]`, message: `contact ${id} does not exist` });
  });
  if (details.length > 0) throw new UnknownContacts(details);
}

/**
 * The contacts a badge printout shows: every associated one when none are requested, else
 * the requested ones, each once, in the associated order (last name, first name). Asking for
 * a contact the badge does not hold fails the whole printout instead of silently omitting it.
 */
export function contactsToPrint(
  badgeId: number,
  associated: readonly Contact[],
  requested: readonly number[] | undefined,
): Contact[] {
  if (requested === undefined) return [...associated];
  const wanted = new Set(requested);
  const held = new Set(associated.map((contact) => contact.id));
  const missing = [...wanted].filter((id) => !held.has(id));
  if (missing.length > 0) throw new ContactNotOnBadge(badgeId, missing);
  return associated.filter((contact) => wanted.has(contact.id));
}
