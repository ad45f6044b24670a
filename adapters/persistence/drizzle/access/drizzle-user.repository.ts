// Users on Drizzle: the users table with their role links (user_roles).
import { count, eq, inArray, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { UserRepository } from '../../../../application/access/ports/user.repository.js';
import {
  type UserFilter,
  type UserSortKey,
  userListing,
  userSearchText,
} from '../../../../application/access/user-listing.js';
import { UnknownRoles, UserNotFound, UsernameTaken } from '../../../../domain/access/access.errors.js';
import { type NewUser, normalizeRoles, type User, usernameKey } from '../../../../domain/access/user.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { TableListedRepository } from '../listing/table-listed-repository.js';
import { valuesByOwner } from '../owned-values.js';
import { unchangedRow } from '../unchanged-row.js';
import { guarded } from '../violations.js';
import { userListingTable } from './access-listing-tables.js';

type UserRow = DrizzleGateway['tables']['users']['$inferSelect'];

/** docs/api/lists.md#users */
export class DrizzleUserRepository
  extends TableListedRepository<User, UserSortKey, UserFilter, UserRow>
  implements UserRepository
{
  constructor(gateway: DrizzleGateway) {
    super(gateway, userListingTable(gateway.tables), userListing);
  }

  async findById(id: number): Promise<User | undefined> {
    const db = this.gateway.reader();
    const [row] = await db.select().from(this.tables.users).where(eq(this.tables.users.id, id));
    return row ? (await this.complete(db, [row]))[0] : undefined;
  }

  async findByUsername(username: string): Promise<User | undefined> {
    const db = this.gateway.reader();
    const [row] = await db
      .select()
      .from(this.tables.users)
      .where(eq(this.tables.users.usernameKey, usernameKey(username)));
    return row ? (await this.complete(db, [row]))[0] : undefined;
  }

  insert(user: NewUser): Promise<User> {
    return this.gateway.write(async (db) => {
      const [row] = await this.guardUsername(user.username, () =>
        db
          .insert(this.tables.users)
          .values({ ...user, usernameKey: usernameKey(user.username), searchText: userSearchText(user) })
          .returning(),
      );
      await this.replaceRoles(db, row!.id, user.roles);
      return toUser(row!, normalizeRoles(user.roles));
    });
  }

  update(user: User, unchangedSince?: Instant): Promise<User> {
    return this.gateway.write(async (db) => {
      const { id, roles, ...fields } = user;
      const updated = await this.guardUsername(user.username, () =>
        db
          .update(this.tables.users)
          .set({ ...fields, usernameKey: usernameKey(user.username), searchText: userSearchText(user) })
          .where(this.unchanged(id, unchangedSince))
          .returning({ id: this.tables.users.id }),
      );
      if (updated.length === 0 && unchangedSince !== undefined) throw new PreconditionFailed('User', id);
      // Deleted since the caller read it: writing its roles would fail on user_roles.user_id.
      if (updated.length === 0) throw new UserNotFound(id);
      await this.replaceRoles(db, id, roles);
      return { ...user, roles: normalizeRoles(roles) };
    });
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    return this.gateway.write(async (db) => {
      const deleted = await db
        .delete(this.tables.users)
        .where(this.unchanged(id, unchangedSince))
        .returning({ id: this.tables.users.id });
      return deleted.length > 0;
    });
  }

  /** The row `id`, and only while its `updatedAt` is `since` when given. */
  private unchanged(id: number, since: Instant | undefined) {
    return unchangedRow(this.tables.users.id, id, this.tables.users.updatedAt, since);
  }

  async countWithRole(roleCode: string): Promise<number> {
    const [row] = await this.gateway
      .reader()
      .select({ n: count() })
      .from(this.tables.userRoles)
      .innerJoin(this.tables.roles, eq(this.tables.roles.id, this.tables.userRoles.roleId))
      .where(eq(this.tables.roles.code, roleCode));
    return Number(row?.n ?? 0);
  }

  private guardUsername<T>(username: string, write: () => PromiseLike<T>): Promise<T> {
    return guarded(this.gateway, { unique: () => new UsernameTaken(username) }, write);
  }

  /**
   * Makes `codes` the user's roles; throws UnknownRoles when one of them was deleted since the
   * caller checked, rather than storing fewer roles than it answers with.
   */
  private async replaceRoles(db: Db, userId: number, codes: readonly string[]): Promise<void> {
    await db.delete(this.tables.userRoles).where(eq(this.tables.userRoles.userId, userId));
    if (codes.length === 0) return;
    const query = db
      .select({ id: this.tables.roles.id, code: this.tables.roles.code })
      .from(this.tables.roles)
      .where(inArray(this.tables.roles.code, [...codes]));
    // Postgres (read committed): the roles found are locked, so a delete of one of them waits for
    // this transaction and then finds the role in use. SQLite runs one write transaction at a time.
    const roles = await (is(this.tables.roles, PgTable) ? query.for('key share') : query);
    const found = new Set(roles.map((role) => role.code));
    const vanished = codes.filter((code) => !found.has(code));
    if (vanished.length > 0) throw new UnknownRoles(vanished);
    await db.insert(this.tables.userRoles).values(roles.map((role) => ({ userId, roleId: role.id })));
  }

  /** Each user with their roles: one read for those of all `rows`. */
  protected async complete(db: Db, rows: readonly UserRow[]): Promise<User[]> {
    if (rows.length === 0) return [];
    const { userRoles, roles } = this.tables;
    const ids = rows.map((row) => row.id);
    const rolesByUser = valuesByOwner(
      await db
        .select({ owner: userRoles.userId, value: roles.code })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(inArray(userRoles.userId, ids)),
    );
    return rows.map((row) => toUser(row, normalizeRoles(rolesByUser.get(row.id) ?? [])));
  }
}

function toUser(row: UserRow, roles: string[]): User {
  return {
    id: row.id,
    username: row.username,
    enabled: row.enabled,
    roles,
    passwordHash: row.passwordHash,
    createdAt: instantFromMicros(row.createdAt),
    updatedAt: instantFromMicros(row.updatedAt),
  };
}
