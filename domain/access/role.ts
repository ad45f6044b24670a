import { invalidField } from '../shared/domain-error.js';
import { validateLabel } from '../shared/record-fields.js';
import { actionOf, PERMISSIONS, type Permission, validatePermissions } from './permission.js';

export const SYSTEM_ROLES = ['ADMIN', 'USER', 'ANONYMOUS'] as const;
export type SystemRoleCode = (typeof SYSTEM_ROLES)[number];

const ROLE_CODE = /^[A-Z][A-Z0-9_]{1,63}$/;

export interface Role {
  readonly id: number;
  readonly code: string;
  readonly label: string;
  readonly system: boolean;
  /** What it grants, in catalogue order; a system role's are fixed (docs/api/access.md#permissions). */
  readonly permissions: readonly Permission[];
}

export type NewRole = Omit<Role, 'id'>;

/**
 * What a USER could do before roles held permissions: read, export and print everything, prompt,
 * and keep their own settings.
 */
const USER_ACTIONS: readonly string[] = ['read', 'export', 'print', 'use', 'own'];

/** Fixed in code, so a right added by a later version reaches the system roles without a migration. */
export const SYSTEM_ROLE_PERMISSIONS: Readonly<Record<SystemRoleCode, readonly Permission[]>> = {
  ADMIN: PERMISSIONS,
  USER: PERMISSIONS.filter((permission) => USER_ACTIONS.includes(actionOf(permission))),
  ANONYMOUS: [],
};

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
  return validateLabel(label, 'label', 'ROLE');
}

export function newRole(code: string, label: string, permissions: readonly string[] = []): NewRole {
  validateRoleCode(code);
  const system = isSystemRole(code);
  return {
    code,
    label: validateRoleLabel(label),
    system,
    permissions: system ? systemRolePermissions(code) : validatePermissions(permissions),
  };
}

/** What the system role of this code grants; nothing for any other code. */
export function systemRolePermissions(code: string): readonly Permission[] {
  return isSystemRole(code) ? SYSTEM_ROLE_PERMISSIONS[code as SystemRoleCode] : [];
}
