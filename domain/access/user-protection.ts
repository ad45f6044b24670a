import { ProtectedUser } from './access.errors.js';
import { USER_ADMINISTRATION } from './permission.js';
import { type User, type UserChanges, usernameKey } from './user.js';

const ADMIN_ROLE = 'ADMIN';

/**
 * The accounts that administration must not remove or lock out (docs/api/access.md#protected-accounts): the configured
 * administrator (APP_ADMIN_USERNAME, compared ignoring case) and the caller themself.
 */
export interface ProtectedUsers {
  readonly forcedAdminUsername: string;
  /** The acting user's ID; null for a service identity, which protects nobody. */
  readonly callerId: number | null;
}

export function isForcedAdmin(user: Pick<User, 'username'>, forcedAdminUsername: string): boolean {
  return usernameKey(user.username) === usernameKey(forcedAdminUsername);
}

/** Why the user cannot be deleted, or undefined when it can. */
export function deletionBlocker(user: User, protectedUsers: ProtectedUsers): ProtectedUser | undefined {
  if (isForcedAdmin(user, protectedUsers.forcedAdminUsername)) {
    return new ProtectedUser(`"${user.username}" is the configured administrator and cannot be deleted`);
  }
  if (user.id === protectedUsers.callerId) return new ProtectedUser('You cannot delete your own account');
  return undefined;
}

/**
 * A protected user stays enabled; the configured administrator keeps the ADMIN role and its
 * username (a change of case only is the same name); the caller keeps user administration
 * through whichever roles (`grants`: what the changed roles would give), so it always has a holder.
 */
export function assertChangeAllowed(
  user: User,
  changes: UserChanges,
  protectedUsers: ProtectedUsers,
  /** Whether the user's roles grant user administration, before and after the change. */
  administration: { readonly before: boolean; readonly after: boolean },
): void {
  if (isForcedAdmin(user, protectedUsers.forcedAdminUsername)) {
    const subject = `"${user.username}" is the configured administrator and`;
    if (!isForcedAdmin(changes, protectedUsers.forcedAdminUsername)) {
      throw new ProtectedUser(`${subject} cannot be renamed`);
    }
    if (!changes.enabled) throw new ProtectedUser(`${subject} cannot be disabled`);
    if (!changes.roles.includes(ADMIN_ROLE)) throw new ProtectedUser(`${subject} must keep the ADMIN role`);
    return;
  }
  if (user.id === protectedUsers.callerId) {
    if (!changes.enabled) throw new ProtectedUser('You cannot disable your own account');
    if (administration.before && !administration.after) {
      throw new ProtectedUser(
        `You cannot give up user administration (${USER_ADMINISTRATION}) on your own account`,
      );
    }
  }
}
