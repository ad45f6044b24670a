import { invalidField } from '../shared/domain-error.js';

export const MIN_PASSWORD_BYTES = 8;
/** bcrypt ignores every byte past the 72nd, so a longer password would be silently weakened. */
export const MAX_PASSWORD_BYTES = 72;

export function validatePassword(password: string, path = 'password'): string {
  const bytes = new TextEncoder().encode(password).length;
  if (bytes < MIN_PASSWORD_BYTES || bytes > MAX_PASSWORD_BYTES) {
    throw invalidField(
      'USER.INVALID_PASSWORD',
      path,
      `must be ${MIN_PASSWORD_BYTES} to ${MAX_PASSWORD_BYTES} bytes long in UTF-8`,
    );
  }
  return password;
}
