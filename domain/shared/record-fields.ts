import { InvalidInput, invalidField } from './domain-error.js';
import { hasControlCharacters, isBlank } from './text.js';

export const MAX_CODE_LENGTH = 100;
export const MAX_LABEL_LENGTH = 255;
export const MAX_DESCRIPTION_LENGTH = 10_000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: detecting control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS_AND_TABS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** D7: 1–100 characters, no leading or trailing whitespace, no control characters. */
export function validateCode(code: string, path = 'code'): string {
  if (code.length === 0 || code.length > MAX_CODE_LENGTH) {
    throw invalidField('RECORD.INVALID_CODE', path, `must be 1 to ${MAX_CODE_LENGTH} characters`);
  }
  if (code.trim() !== code)
    throw invalidField('RECORD.INVALID_CODE', path, 'must not start or end with whitespace');
  if (hasControlCharacters(code))
    throw invalidField('RECORD.INVALID_CODE', path, 'must not contain control characters');
  return code;
}

/** Non-blank, at most 255 characters, one line. */
export function validateLabel(label: string, path = 'label'): string {
  if (isBlank(label)) throw invalidField('RECORD.BLANK_LABEL', path, 'must not be blank');
  if (label.length > MAX_LABEL_LENGTH) {
    throw invalidField('RECORD.LABEL_TOO_LONG', path, `must be at most ${MAX_LABEL_LENGTH} characters`);
  }
  if (hasControlCharacters(label))
    throw invalidField('RECORD.INVALID_LABEL', path, 'must not contain control characters');
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
  if (CONTROL_EXCEPT_LINE_BREAKS_AND_TABS.test(description)) {
    throw invalidField(
      'RECORD.INVALID_DESCRIPTION',
      path,
      'must not contain control characters other than line breaks and tabs',
    );
  }
  return description;
}

/** Optional one-line free text (e.g. an assignee), at most `max` characters; blank becomes null. */
export function validateOptionalLine(
  value: string | null | undefined,
  path: string,
  max = MAX_LABEL_LENGTH,
): string | null {
  if (value === null || value === undefined || isBlank(value)) return null;
  if (value.length > max) throw invalidField('RECORD.TOO_LONG', path, `must be at most ${max} characters`);
  if (hasControlCharacters(value))
    throw invalidField('RECORD.INVALID_TEXT', path, 'must not contain control characters');
  return value;
}

/** Codes are immutable: an update may repeat the stored code but not change it (D2). */
export function assertSameCode(stored: string, sent: string | undefined): void {
  if (sent !== undefined && sent !== stored) {
    throw new InvalidInput('RECORD.CODE_IMMUTABLE', 'The code cannot be changed', [
      { path: 'code', message: `is immutable; the stored code is "${stored}"` },
    ]);
  }
}
