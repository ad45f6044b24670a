import { invalidField } from '../shared/domain-error.js';
import type { Instant } from '../shared/instant.js';

/** ASCII only, so a valid username is already NFC and free of controls and invisible characters. */
const USERNAME = /^[A-Za-z0-9._@-]{3,64}$/;

export interface User {
  readonly id: number;
  readonly username: string;
  readonly enabled: boolean;
  /** Role codes, sorted, without duplicates. */
  readonly roles: readonly string[];
  readonly passwordHash: string;
  readonly createdAt: Instant;
  readonly updatedAt: Instant;
}

export type NewUser = Omit<User, 'id'>;

export function validateUsername(username: string): string {
  if (!USERNAME.test(username)) {
    throw invalidField(
      'USER.INVALID_USERNAME',
      'username',
      'must be 3 to 64 characters of letters, digits, ".", "_", "@" or "-"',
    );
  }
  return username;
}

/**
 * Whether some account could have this name. A login whose name fails this is a wrong
 * credential without asking the store: no account has it, and a NUL or an unpaired surrogate
 * would make a database fail or change the name instead of finding nothing.
 */
export function isPlausibleUsername(username: string): boolean {
  return USERNAME.test(username);
}

/** Usernames are unique regardless of case; this is the key they are compared by. */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}

export function normalizeRoles(roles: readonly string[]): string[] {
  return [...new Set(roles)].sort();
}

export function hasRole(user: Pick<User, 'roles'>, role: string): boolean {
  return user.roles.includes(role);
}

export interface UserChanges {
  readonly username: string;
  readonly enabled: boolean;
  readonly roles: readonly string[];
  readonly passwordHash?: string;
}

/** What a create and an update write besides the password, checked: a valid username, the roles normalized. */
export function checkUserFields(
  fields: Omit<UserChanges, 'passwordHash'>,
): Omit<UserChanges, 'passwordHash'> {
  return {
    username: validateUsername(fields.username),
    enabled: fields.enabled,
    roles: normalizeRoles(fields.roles),
  };
}

export function changeUser(user: User, changes: UserChanges, now: Instant): User {
  return {
    ...user,
    username: validateUsername(changes.username),
    enabled: changes.enabled,
    roles: normalizeRoles(changes.roles),
    passwordHash: changes.passwordHash ?? user.passwordHash,
    updatedAt: now,
  };
}
