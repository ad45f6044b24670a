// Users on Drizzle: the users table with their role links (user_roles).
import { and, asc, count, eq, inArray, is } from 'drizzle-orm';
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
import { ListedRepository } from '../../shared/listed-repository.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { tableListingWith } from '../listing/table-listing.js';
import { guarded } from '../violations.js';
import { userListingTable } from './access-listing-tables.js';

type UserRow = DrizzleGateway['tables']['users']['$inferSelect'];

/** docs/api/lists.md#users */
export class DrizzleUserRepository
  extends ListedRepository<User, UserSortKey, UserFilter>
  implements UserRepository
{
  protected readonly listing;

  constructor(private readonly gateway: DrizzleGateway) {
    super();
    this.listing = tableListingWith<User, UserSortKey, UserFilter, UserRow>(
      gateway,
      userListingTable(gateway.tables),
      userListing,
      (db, rows) => this.withRoles(db, rows),
    );
  }

  private get t() {
    return this.gateway.tables;
  }

  async findById(id: number): Promise<User | undefined> {
    const db = this.gateway.reader();
    const [row] = await db.select().from(this.t.users).where(eq(this.t.users.id, id));
    return row ? (await this.withRoles(db, [row]))[0] : undefined;
  }

  async findByUsername(username: string): Promise<User | undefined> {
    const db = this.gateway.reader();
    const [row] = await db
      .select()
      .from(this.t.users)
      .where(eq(this.t.users.usernameKey, usernameKey(username)));
    return row ? (await this.withRoles(db, [row]))[0] : undefined;
  }

  async list(): Promise<User[]> {
    const db = this.gateway.reader();
    const rows = await db
      .select()
      .from(this.t.users)
      .orderBy(asc(this.t.users.username), asc(this.t.users.id));
    return this.withRoles(db, rows);
  }

  insert(user: NewUser): Promise<User> {
    return this.gateway.write(async (db) => {
      const [row] = await this.guardUsername(user.username, () =>
        db
          .insert(this.t.users)
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
          .update(this.t.users)
          .set({ ...fields, usernameKey: usernameKey(user.username), searchText: userSearchText(user) })
          .where(this.unchanged(id, unchangedSince))
          .returning({ id: this.t.users.id }),
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
        .delete(this.t.users)
        .where(this.unchanged(id, unchangedSince))
        .returning({ id: this.t.users.id });
      return deleted.length > 0;
    });
  }

  /** The row `id`, and only while its `updatedAt` is `since` when given: an If-Match write (docs/api/records.md#conditional-requests). */
  private unchanged(id: number, since: Instant | undefined) {
    const { users } = this.t;
    return and(eq(users.id, id), since === undefined ? undefined : eq(users.updatedAt, since));
  }

  async countWithRole(roleCode: string): Promise<number> {
    const [row] = await this.gateway
      .reader()
      .select({ n: count() })
      .from(this.t.userRoles)
      .innerJoin(this.t.roles, eq(this.t.roles.id, this.t.userRoles.roleId))
      .where(eq(this.t.roles.code, roleCode));
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
    await db.delete(this.t.userRoles).where(eq(this.t.userRoles.userId, userId));
    if (codes.length === 0) return;
    const query = db
      .select({ id: this.t.roles.id, code: this.t.roles.code })
      .from(this.t.roles)
      .where(inArray(this.t.roles.code, [...codes]));
    // Postgres (read committed): the roles found are locked, so a delete of one of them waits for
    // this transaction and then finds the role in use. SQLite runs one write transaction at a time.
    const roles = await (is(this.t.roles, PgTable) ? query.for('key share') : query);
    const found = new Set(roles.map((role) => role.code));
    const vanished = codes.filter((code) => !found.has(code));
    if (vanished.length > 0) throw new UnknownRoles(vanished);
    await db.insert(this.t.userRoles).values(roles.map((role) => ({ userId, roleId: role.id })));
  }

  private async withRoles(db: Db, rows: UserRow[]): Promise<User[]> {
    if (rows.length === 0) return [];
    const links = await db
      .select({ userId: this.t.userRoles.userId, code: this.t.roles.code })
      .from(this.t.userRoles)
      .innerJoin(this.t.roles, eq(this.t.roles.id, this.t.userRoles.roleId))
      .where(
        inArray(
          this.t.userRoles.userId,
          rows.map((row) => row.id),
        ),
      );
    const rolesByUser = new Map<number, string[]>();
    for (const link of links) {
      const codes = rolesByUser.get(link.userId) ?? [];
      codes.push(link.code);
      rolesByUser.set(link.userId, codes);
    }
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
