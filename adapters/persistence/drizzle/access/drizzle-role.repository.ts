// Roles on Drizzle: the roles table.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RoleRepository } from '../../../../application/access/ports/role.repository.js';
import {
  type RoleFilter,
  type RoleSortKey,
  roleListing,
  roleSearchText,
} from '../../../../application/access/role-listing.js';
import { RoleCodeTaken, RoleInUse, RoleNotFound } from '../../../../domain/access/access.errors.js';
import type { NewRole, Role } from '../../../../domain/access/role.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { tableListing } from '../listing/table-listing.js';
import { roleListingTable } from './access-listing-tables.js';

export class DrizzleRoleRepository implements RoleRepository {
  private readonly listing;

  constructor(private readonly gateway: DrizzleGateway) {
    this.listing = tableListing<Role, RoleSortKey, RoleFilter, Role>(
      gateway,
      roleListingTable(gateway.tables),
      roleListing,
      toRole,
    );
  }

  private get roles() {
    return this.gateway.tables.roles;
  }

  /** A role's own columns: not the search words stored beside them. */
  private get columns() {
    const { id, code, label, system } = this.roles;
    return { id, code, label, system };
  }

  /** docs/api/lists.md#roles */
  page: RoleRepository['page'] = (query, limit, after) => this.listing.page(query, limit, after);
  walk: RoleRepository['walk'] = (query) => this.listing.walk(query);
  count: RoleRepository['count'] = (query) => this.listing.count(query);

  async findById(id: number): Promise<Role | undefined> {
    const [row] = await this.gateway
      .reader()
      .select(this.columns)
      .from(this.roles)
      .where(eq(this.roles.id, id));
    return row;
  }

  async findByCodes(codes: readonly string[]): Promise<Role[]> {
    if (codes.length === 0) return [];
    return this.gateway
      .reader()
      .select(this.columns)
      .from(this.roles)
      .where(inArray(this.roles.code, [...codes]))
      .orderBy(asc(this.roles.code));
  }

  list(): Promise<Role[]> {
    return this.gateway.reader().select(this.columns).from(this.roles).orderBy(asc(this.roles.code));
  }

  insert(role: NewRole): Promise<Role> {
    return this.gateway.write(async (db) => {
      try {
        const [row] = await db
          .insert(this.roles)
          .values({ ...role, searchText: roleSearchText(role) })
          .returning(this.columns);
        return row!;
      } catch (error) {
        if (this.gateway.isUniqueViolation(error)) throw new RoleCodeTaken(role.code);
        throw error;
      }
    });
  }

  async insertMissing(roles: readonly NewRole[]): Promise<void> {
    if (roles.length === 0) return;
    await this.gateway.write((db) =>
      db
        .insert(this.roles)
        .values(roles.map((role) => ({ ...role, searchText: roleSearchText(role) })))
        .onConflictDoNothing({ target: this.roles.code }),
    );
  }

  async update(role: Role, unchangedLabel?: string): Promise<Role> {
    const updated = await this.gateway.write((db) =>
      db
        .update(this.roles)
        .set({ label: role.label, searchText: roleSearchText(role) })
        .where(this.unchanged(role.id, unchangedLabel))
        .returning({ id: this.roles.id }),
    );
    if (updated.length === 0 && unchangedLabel !== undefined) throw new PreconditionFailed('Role', role.id);
    // Deleted since the caller read it.
    if (updated.length === 0) throw new RoleNotFound(role.id);
    return role;
  }

  /** The row `id`, and only while its label is `label` when given: an If-Match write (docs/api/records.md#conditional-requests). */
  private unchanged(id: number, label: string | undefined) {
    return and(eq(this.roles.id, id), label === undefined ? undefined : eq(this.roles.label, label));
  }

  delete(id: number, unchangedLabel?: string): Promise<boolean> {
    return this.gateway.write(async (db) => {
      const [role] = await db.select({ code: this.roles.code }).from(this.roles).where(eq(this.roles.id, id));
      if (!role) return false;
      try {
        const deleted = await db
          .delete(this.roles)
          .where(this.unchanged(id, unchangedLabel))
          .returning({ id: this.roles.id });
        return deleted.length > 0;
      } catch (error) {
        // user_roles.role_id restricts: a user was given the role after the use case counted.
        if (this.gateway.isForeignKeyViolation(error)) throw new RoleInUse(role.code);
        throw error;
      }
    });
  }
}

function toRole({ id, code, label, system }: Role): Role {
  return { id, code, label, system };
}
