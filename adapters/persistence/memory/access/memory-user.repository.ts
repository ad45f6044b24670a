// Users in memory, with their role links; deleting one drops its settings, as ON DELETE CASCADE does.

import type { UserRepository } from '../../../../application/access/ports/user.repository.js';
import type { UserFilter, UserSortKey } from '../../../../application/access/user-listing.js';
import { UnknownRoles, UserNotFound, UsernameTaken } from '../../../../domain/access/access.errors.js';
import type { Role } from '../../../../domain/access/role.js';
import { type NewUser, normalizeRoles, type User, usernameKey } from '../../../../domain/access/user.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { MemoryTableRepository } from '../listing/memory-table-repository.js';
import type { MemoryStore } from '../memory-store.js';
import { memoryUserListing } from './memory-access-listings.js';
import {
  API_KEYS,
  REFRESH_TOKENS,
  ROLES,
  SECOND_FACTORS,
  SESSIONS,
  USER_SETTINGS,
  USERS,
} from './memory-access-tables.js';

export class MemoryUserRepository
  extends MemoryTableRepository<User, UserSortKey, UserFilter>
  implements UserRepository
{
  constructor(store: MemoryStore) {
    super(store, USERS, memoryUserListing);
  }

  async findByUsername(username: string): Promise<User | undefined> {
    const key = usernameKey(username);
    return this.all().find((user) => usernameKey(user.username) === key);
  }

  insert(user: NewUser): Promise<User> {
    return this.store.write(() => {
      this.assertUsernameFree(user.username, undefined);
      this.assertRolesExist(user.roles);
      return this.put({ ...user, roles: normalizeRoles(user.roles), id: this.nextId() });
    });
  }

  update(user: User, unchangedSince?: Instant): Promise<User> {
    return this.store.write(() => {
      const stored = this.stored(user.id);
      if (unchangedSince !== undefined && stored?.updatedAt !== unchangedSince) {
        throw new PreconditionFailed('User', user.id);
      }
      if (!stored) throw new UserNotFound(user.id);
      this.assertUsernameFree(user.username, user.id);
      this.assertRolesExist(user.roles);
      return this.put({ ...user, roles: normalizeRoles(user.roles) });
    });
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    return this.store.write(() => {
      const stored = this.stored(id);
      if (unchangedSince !== undefined && stored?.updatedAt !== unchangedSince) return false;
      this.store.mutable(USER_SETTINGS).delete(id);
      this.store.mutable(SECOND_FACTORS).delete(id);
      this.dropSessionsOf(id);
      for (const [keyId, stored] of this.store.mutable<{ readonly key: { readonly userId: number } }>(
        API_KEYS,
      )) {
        if (stored.key.userId === id) this.store.mutable(API_KEYS).delete(keyId);
      }
      return this.remove(id);
    });
  }

  async countWithRole(roleCode: string): Promise<number> {
    return this.all().filter((user) => user.roles.includes(roleCode)).length;
  }

  /** The SQL adapters' foreign key (user_roles.role_id) in memory. */
  private assertRolesExist(codes: readonly string[]): void {
    const stored = new Set([...this.store.rows<Role>(ROLES).values()].map((role) => role.code));
    const unknown = codes.filter((code) => !stored.has(code));
    if (unknown.length > 0) throw new UnknownRoles(unknown);
  }

  private assertUsernameFree(username: string, ownId: number | undefined): void {
    const key = usernameKey(username);
    if (this.all().some((user) => user.id !== ownId && usernameKey(user.username) === key)) {
      throw new UsernameTaken(username);
    }
  }

  /** As the SQL foreign keys cascade: the user's sessions, and their refresh tokens. */
  private dropSessionsOf(userId: number): void {
    const sessions = this.store.mutable<{ readonly userId: number }>(SESSIONS);
    const ended = new Set<string | number>();
    for (const [id, session] of sessions) if (session.userId === userId) ended.add(id);
    for (const id of ended) sessions.delete(id);
    const tokens = this.store.mutable<{ readonly sessionId: string }>(REFRESH_TOKENS);
    for (const [hash, token] of tokens) if (ended.has(token.sessionId)) tokens.delete(hash);
  }
}
