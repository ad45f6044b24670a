import { RoleNotFound, UserNotFound } from '../../domain/access/access.errors.js';
import type { Role } from '../../domain/access/role.js';
import { roleDeletionBlocker } from '../../domain/access/role-changes.js';
import type { User } from '../../domain/access/user.js';
import { deletionBlocker } from '../../domain/access/user-protection.js';
import type { Instant } from '../../domain/shared/instant.js';
import type { Deletion } from './deletion.use-cases.js';
import type { RoleRepository } from './ports/role.repository.js';
import type { UserRepository } from './ports/user.repository.js';

/**
 * A user goes with their settings (audit names already written stay); never the configured
 * administrator (APP_ADMIN_USERNAME) nor the caller. An If-Match delete is guarded on `updatedAt`.
 */
export function userDeletion(users: UserRepository, forcedAdminUsername: string): Deletion<User, Instant> {
  return {
    name: 'User',
    find: (id) => users.findById(id),
    notFound: (id) => new UserNotFound(id),
    blocker: async (user, actor) => deletionBlocker(user, { forcedAdminUsername, callerId: actor.userId }),
    guard: (user) => user.updatedAt,
    delete: (id, unchangedSince) => users.delete(id, unchangedSince),
  };
}

/** Neither a system role nor one a user holds. An If-Match delete is guarded on the label and permissions. */
export function roleDeletion(roles: RoleRepository, users: UserRepository): Deletion<Role, Role> {
  return {
    name: 'Role',
    find: (id) => roles.findById(id),
    notFound: (id) => new RoleNotFound(id),
    blocker: async (role) => roleDeletionBlocker(role, await users.countWithRole(role.code)),
    guard: (role) => role,
    delete: (id, unchanged) => roles.delete(id, unchanged),
  };
}
