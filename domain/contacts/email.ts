import { invalidField } from '../shared/domain-error.js';
import { isBlank, singleLineProblem } from '../shared/text.js';

/** RFC 5321's limit on a forward path. */
export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

/*
 * Loose on purpose: one `@`, no whitespace or control characters, a dotted domain with no
 * empty label. Anything stricter rejects real addresses (quoted local parts, IDN domains);
 * only sending mail proves an address anyway.
 */
const SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

/** Optional: absent or blank becomes null. */
export function validateEmail(email: string | null | undefined, path = 'email'): string | null {
  if (email === null || email === undefined) return null;
  const problem = singleLineProblem(email);
  if (problem) throw invalidField('CONTACT.INVALID_EMAIL', path, problem);
  if (isBlank(email)) return null;
  if (email.length > MAX_EMAIL_LENGTH) {
    throw invalidField('CONTACT.INVALID_EMAIL', path, `must be at most ${MAX_EMAIL_LENGTH} characters`);
  }
  const at = email.lastIndexOf('@');
  if (!SHAPE.test(email) || at > MAX_LOCAL_PART_LENGTH) {
    throw invalidField('CONTACT.INVALID_EMAIL', path, 'must be an e-mail address like name@example.org');
  }
  return email;
}
