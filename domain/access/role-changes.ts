import { invalidField } from '../shared/domain-error.js';
import { RoleInUse, SystemRolePermissionsFixed, SystemRoleProtected } from './access.errors.js';
import { validatePermissions } from './permission.js';
import { type Role, validateRoleLabel } from './role.js';

export interface RoleChanges {
  readonly label: string;
  /** Clients may send the code back unchanged; codes are immutable (docs/api/access.md#role-fields). */
  readonly code?: string;
  /** Omitted: unchanged. A system role's may only be sent back as they are. */
  readonly permissions?: readonly string[];
}

export function changeRole(role: Role, changes: RoleChanges): Role {
  if (changes.code !== undefined && changes.code !== role.code) {
    throw invalidField('ROLE.CODE_IMMUTABLE', 'code', `cannot be changed (it is "${role.code}")`);
  }
  const label = validateRoleLabel(changes.label);
  if (changes.permissions === undefined) return { ...role, label };
  const permissions = validatePermissions(changes.permissions);
  if (role.system && !samePermissions(permissions, role.permissions))
    throw new SystemRolePermissionsFixed(role.code);
  return { ...role, label, permissions };
}

export function samePermissions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((permission) => b.includes(permission));
}

/** Why the role cannot be deleted, or undefined when it can; `holders` is how many users have it. */
export function roleDeletionBlocker(
  role: Role,
  holders: number,
): SystemRoleProtected | RoleInUse | undefined {
  if (role.system) return new SystemRoleProtected(role.code);
  if (holders > 0) return new RoleInUse(role.code, holders);
  return undefined;
}
