import { UnknownRoles } from '../../domain/access/access.errors.js';
import type { Permission } from '../../domain/access/permission.js';
import { unionOfPermissions } from '../../domain/access/permission.js';
import { isRoleCode } from '../../domain/access/role.js';
import type { RoleRepository } from './ports/role.repository.js';

/**
 * What the roles of these codes grant together. Throws UnknownRoles naming every code that is not
 * a stored role; a string that cannot be a role code is unknown without asking the store (a NUL
 * would make Postgres fail the query).
 */
export async function grantsOfKnownRoles(
  roles: RoleRepository,
  codes: readonly string[],
): Promise<ReadonlySet<Permission>> {
  const found = await roles.findByCodes(codes.filter(isRoleCode));
  const known = new Set(found.map((role) => role.code));
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length > 0) throw new UnknownRoles(unknown);
  return unionOfPermissions(found.map((role) => role.permissions));
}
