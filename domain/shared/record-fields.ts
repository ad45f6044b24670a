import { InvalidInput, invalidField } from './domain-error.js';
import {
  identifierProblem,
  isBlank,
  multiLineProblem,
  normalizeIdentifier,
  singleLineProblem,
} from './text.js';

export const MAX_CODE_LENGTH = 100;
export const MAX_LABEL_LENGTH = 255;
export const MAX_DESCRIPTION_LENGTH = 10_000;

/**
 * 1–100 characters of one line, no leading or trailing whitespace, no invisible or bidi-control
 * character (docs/api/text.md). Returns the NFC form, which is what is stored and compared.
 */
export function validateCode(code: string, path = 'code'): string {
  const lineProblem = singleLineProblem(code);
  if (lineProblem) throw invalidField('RECORD.INVALID_CODE', path, lineProblem);
  const normalized = normalizeIdentifier(code);
  if (normalized.length === 0 || normalized.length > MAX_CODE_LENGTH) {
    throw invalidField('RECORD.INVALID_CODE', path, `must be 1 to ${MAX_CODE_LENGTH} characters`);
  }
  if (normalized.trim() !== normalized)
    throw invalidField('RECORD.INVALID_CODE', path, 'must not start or end with whitespace');
  const invisible = identifierProblem(normalized);
  if (invisible) throw invalidField('RECORD.INVALID_CODE', path, invisible);
  return normalized;
}

/**
 * One line with at least one visible character, at most 255 characters. Refusals are coded
 * `<scope>.INVALID_<NOUN>`, `<scope>.BLANK_<NOUN>` and `<scope>.<NOUN>_TOO_LONG`: a record's
 * label, and with their own codes a role's label and a contact's names.
 */
export function validateLabel(label: string, path: string, scope = 'RECORD', noun = 'LABEL'): string {
  const problem = singleLineProblem(label);
  if (problem) throw invalidField(`${scope}.INVALID_${noun}`, path, problem);
  if (isBlank(label)) throw invalidField(`${scope}.BLANK_${noun}`, path, 'must not be blank');
  if (label.length > MAX_LABEL_LENGTH) {
    throw invalidField(`${scope}.${noun}_TOO_LONG`, path, `must be at most ${MAX_LABEL_LENGTH} characters`);
  }
  return label;
}

/** At most 10 000 characters; line breaks and tabs allowed, other control characters not. */
export function validateDescription(
  description: string | null | undefined,
  path = 'description',
): string | null {
  if (description === null || description === undefined) return null;
  if (description.length > MAX_DESCRIPTION_LENGTH) {
    throw invalidField(
      'RECORD.DESCRIPTION_TOO_LONG',
      path,
      `must be at most ${MAX_DESCRIPTION_LENGTH} characters`,
    );
  }
  const problem = multiLineProblem(description);
  if (problem) throw invalidField('RECORD.INVALID_DESCRIPTION', path, problem);
  return description;
}

/** Optional one-line free text (e.g. an assignee), at most `max` characters; blank becomes null. */
export function validateOptionalLine(
  value: string | null | undefined,
  path: string,
  max = MAX_LABEL_LENGTH,
): string | null {
  if (value === null || value === undefined) return null;
  const problem = singleLineProblem(value);
  if (problem) throw invalidField('RECORD.INVALID_TEXT', path, problem);
  if (isBlank(value)) return null;
  if (value.length > max) throw invalidField('RECORD.TOO_LONG', path, `must be at most ${max} characters`);
  return value;
}

/** A reference to another record by its ID: null (none) or a positive integer. */
export function validateReferenceId(id: number | null, path: string): number | null {
  if (id !== null && !(Number.isSafeInteger(id) && id > 0)) {
    throw invalidField('RECORD.INVALID_REFERENCE', path, 'must be a positive integer ID');
  }
  return id;
}

/**
 * Codes are immutable: an update may repeat the stored code, in any normalisation form, but
 * not change it (docs/api/records.md#immutable-code).
 */
export function assertSameCode(stored: string, sent: string | undefined): void {
  if (sent !== undefined && !sameCode(stored, sent)) {
    throw new InvalidInput('RECORD.CODE_IMMUTABLE', 'The code cannot be changed', [
      { path: 'code', message: `is immutable; the stored code is "${stored}"` },
    ]);
  }
}

function sameCode(stored: string, sent: string): boolean {
  return sent === stored || normalizeIdentifier(sent) === normalizeIdentifier(stored);
}
