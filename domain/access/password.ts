import { invalidField } from '../shared/domain-error.js';
import { isWellFormed } from '../shared/text.js';

export const MIN_PASSWORD_BYTES = 8;
/** bcrypt ignores every byte past the 72nd, so a longer password would be silently weakened. */
export const MAX_PASSWORD_BYTES = 72;

/**
 * Any character but NUL (bcrypt implementations stop at it), as well-formed Unicode (an unpaired
 * surrogate has no UTF-8 form; encoders replace it, so two passwords would hash alike).
 */
export function validatePassword(password: string, path = 'password'): string {
  if (!isPasswordText(password)) {
    throw invalidField('USER.INVALID_PASSWORD', path, 'must be well-formed Unicode without NUL characters');
  }
  const bytes = utf8Length(password);
  if (bytes < MIN_PASSWORD_BYTES || bytes > MAX_PASSWORD_BYTES) {
    throw invalidField(
      'USER.INVALID_PASSWORD',
      path,
      `must be ${MIN_PASSWORD_BYTES} to ${MAX_PASSWORD_BYTES} bytes long in UTF-8`,
    );
  }
  return password;
}

/**
 * Whether a stored password could be this one: a login with any other is a wrong credential
 * before any hash is compared (bcrypt would compare only the first 72 bytes of a longer one).
 */
export function isPlausiblePassword(password: string): boolean {
  return isPasswordText(password) && utf8Length(password) <= MAX_PASSWORD_BYTES;
}

/**
 * The stored form of a password: a bcrypt hash, `$2a$`, `$2b$` or `$2y$`, a cost of 04 to 31,
 * then 53 characters of bcrypt's base64 (the salt and the digest).
 */
const PASSWORD_HASH = /^\$2[aby]\$(0[4-9]|[12]\d|3[01])\$[./A-Za-z0-9]{53}$/;

/** Whether a stored password hash has the one form the service writes and can check a password against. */
export function isPasswordHash(hash: string): boolean {
  return PASSWORD_HASH.test(hash);
}

function isPasswordText(password: string): boolean {
  return isWellFormed(password) && !password.includes('\u0000');
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}
