import type { SystemRoleCode } from '../../domain/access/role.js';
import { hasRole, type User } from '../../domain/access/user.js';
import { SettingsUserNotFound } from '../../domain/settings/settings.errors.js';
import type { UserRepository } from '../access/ports/user.repository.js';

/** Settings of callers without a token are stored against this system role. */
export const ANONYMOUS_ROLE: SystemRoleCode = 'ANONYMOUS';

/** The role a user must hold for an administrator to reach their settings (docs/api/settings.md#whose-settings). */
export const SETTINGS_USER_ROLE: SystemRoleCode = 'USER';

/** The user whose settings an administrator may read or change; SettingsUserNotFound otherwise. */
export async function requireSettingsUser(users: UserRepository, userId: number): Promise<User> {
  const user = await users.findById(userId);
  if (!user || !hasRole(user, SETTINGS_USER_ROLE)) throw new SettingsUserNotFound(userId);
  return user;
}
