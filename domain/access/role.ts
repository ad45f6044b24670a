import { invalidField } from '../shared/domain-error.js';
import { isBlank, singleLineProblem } from '../shared/text.js';

export const SYSTEM_ROLES = ['ADMIN', 'USER', 'ANONYMOUS'] as const;
export type SystemRoleCode = (typeof SYSTEM_ROLES)[number];

const ROLE_CODE = /^[A-Z][A-Z0-9_]{1,63}$/;
const MAX_LABEL = 255;

export interface Role {
  readonly id: number;
  readonly code: string;
  readonly label: string;
  readonly system: boolean;
}

export type NewRole = Omit<Role, 'id'>;

export function isSystemRole(code: string): boolean {
  return (SYSTEM_ROLES as readonly string[]).includes(code);
}

/** Role codes are ASCII, so every string that passes is already NFC and free of invisible characters. */
export function isRoleCode(code: string): boolean {
  return ROLE_CODE.test(code);
}

export function validateRoleCode(code: string): string {
  if (!isRoleCode(code)) {
    throw invalidField(
      'ROLE.INVALID_CODE',
      'code',
      'must start with an upper-case letter, then 1 to 63 upper-case letters, digits or underscores',
    );
  }
  return code;
}

/** The same rules as a record label (docs/api/text.md): one line, at least one visible character. */
export function validateRoleLabel(label: string): string {
  const problem = singleLineProblem(label);
  if (problem) throw invalidField('ROLE.INVALID_LABEL', 'label', problem);
  if (isBlank(label)) throw invalidField('ROLE.BLANK_LABEL', 'label', 'must not be blank');
  if (label.length > MAX_LABEL) {
    throw invalidField('ROLE.LABEL_TOO_LONG', 'label', `must be at most ${MAX_LABEL} characters`);
  }
  return label;
}

export function newRole(code: string, label: string): NewRole {
  return { code: validateRoleCode(code), label: validateRoleLabel(label), system: isSystemRole(code) };
}
