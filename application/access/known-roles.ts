import { UnknownRoles } from '../../domain/access/access.errors.js';
import type { RoleRepository } from './ports/role.repository.js';

/** Throws UnknownRoles naming every code that is not a stored role. */
export async function assertKnownRoles(roles: RoleRepository, codes: readonly string[]): Promise<void> {
  const known = new Set((await roles.findByCodes(codes)).map((role) => role.code));
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length > 0) throw new UnknownRoles(unknown);
}
