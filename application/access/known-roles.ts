import { UnknownRoles } from '../../domain/access/access.errors.js';
import { isRoleCode } from '../../domain/access/role.js';
import type { RoleRepository } from './ports/role.repository.js';

/**
 * Throws UnknownRoles naming every code that is not a stored role. A string that cannot be a
 * role code is unknown without asking the store (a NUL would make Postgres fail the query).
 */
export async function assertKnownRoles(roles: RoleRepository, codes: readonly string[]): Promise<void> {
  const known = new Set((await roles.findByCodes(codes.filter(isRoleCode))).map((role) => role.code));
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length > 0) throw new UnknownRoles(unknown);
}
