// Roles on Drizzle: the roles table, and what the custom ones grant (role_permissions).
import { asc, eq, inArray } from 'drizzle-orm';
import type { RoleRepository } from '../../../../application/access/ports/role.repository.js';
import {
  type RoleFilter,
  type RoleSortKey,
  roleListing,
  roleSearchText,
} from '../../../../application/access/role-listing.js';
import { RoleCodeTaken, RoleInUse, RoleNotFound } from '../../../../domain/access/access.errors.js';
import { isPermission, type Permission, validatePermissions } from '../../../../domain/access/permission.js';
import { type NewRole, type Role, systemRolePermissions } from '../../../../domain/access/role.js';
import { samePermissions } from '../../../../domain/access/role-changes.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { TableListedRepository } from '../listing/table-listed-repository.js';
import { valuesByOwner } from '../owned-values.js';
import { unchangedRow } from '../unchanged-row.js';
import { guarded } from '../violations.js';
import { roleListingTable } from './access-listing-tables.js';

/** docs/api/lists.md#roles */
export class DrizzleRoleRepository
  extends TableListedRepository<Role, RoleSortKey, RoleFilter, RoleRow>
  implements RoleRepository
{
  constructor(gateway: DrizzleGateway) {
    super(gateway, roleListingTable(gateway.tables), roleListing);
  }

  private get roles() {
    return this.tables.roles;
  }

  /** A role's own columns: not the search words stored beside them. */
  private get columns() {
    const { id, code, label, system } = this.roles;
    return { id, code, label, system };
  }

  async findById(id: number): Promise<Role | undefined> {
    const db = this.gateway.reader();
    const rows = await db.select(this.columns).from(this.roles).where(eq(this.roles.id, id));
    return (await this.complete(db, rows))[0];
  }

  async findByCodes(codes: readonly string[]): Promise<Role[]> {
    if (codes.length === 0) return [];
    const db = this.gateway.reader();
    const rows = await db
      .select(this.columns)
      .from(this.roles)
      .where(inArray(this.roles.code, [...codes]))
      .orderBy(asc(this.roles.code));
    return this.complete(db, rows);
  }

  insert(role: NewRole): Promise<Role> {
    return this.gateway.write(async (db) => {
      const [row] = await guarded(this.gateway, { unique: () => new RoleCodeTaken(role.code) }, () =>
        db
          .insert(this.roles)
          .values({ ...rowOf(role), searchText: roleSearchText(role) })
          .returning(this.columns),
      );
      await this.grant(db, row!.id, role);
      return { ...row!, permissions: role.permissions };
    });
  }

  async insertMissing(roles: readonly NewRole[]): Promise<void> {
    if (roles.length === 0) return;
    await this.gateway.write(async (db) => {
      const inserted = await db
        .insert(this.roles)
        .values(roles.map((role) => ({ ...rowOf(role), searchText: roleSearchText(role) })))
        .onConflictDoNothing({ target: this.roles.code })
        .returning({ id: this.roles.id, code: this.roles.code });
      for (const { id, code } of inserted)
        await this.grant(db, id, roles.find((role) => role.code === code)!);
    });
  }

  /** Given `unchanged` (an If-Match write), writes only while the stored label and permissions are still its. */
  async update(role: Role, unchanged?: Role): Promise<Role> {
    await this.gateway.write(async (db) => {
      const updated = await db
        .update(this.roles)
        .set({ label: role.label, searchText: roleSearchText(role) })
        .where(this.unchanged(role.id, unchanged?.label))
        .returning({ id: this.roles.id });
      const stored = updated.length > 0 && unchanged ? await this.permissionsOf(db, role) : undefined;
      if (stored && !samePermissions(stored, unchanged!.permissions)) updated.length = 0;
      if (updated.length === 0 && unchanged !== undefined) throw new PreconditionFailed('Role', role.id);
      // Deleted since the caller read it.
      if (updated.length === 0) throw new RoleNotFound(role.id);
      if (!role.system) {
        await db.delete(this.tables.rolePermissions).where(eq(this.tables.rolePermissions.roleId, role.id));
        await this.grant(db, role.id, role);
      }
    });
    return role;
  }

  /** The row `id`, and only while its label is `label` when given. */
  private unchanged(id: number, label: string | undefined) {
    return unchangedRow(this.roles.id, id, this.roles.label, label);
  }

  /** Stores what a custom role grants; a system role's come from the code (SYSTEM_ROLE_PERMISSIONS). */
  private async grant(db: Db, roleId: number, role: Pick<Role, 'system' | 'permissions'>): Promise<void> {
    if (role.system || role.permissions.length === 0) return;
    await db
      .insert(this.tables.rolePermissions)
      .values(role.permissions.map((permission) => ({ roleId, permission })));
  }

  private async permissionsOf(
    db: Db,
    role: Pick<Role, 'id' | 'code' | 'system'>,
  ): Promise<readonly Permission[]> {
    return (await this.complete(db, [{ ...role, label: '' }]))[0]!.permissions;
  }

  /** Each role with its permissions: one read for those of every custom role among `rows`. */
  protected async complete(db: Db, rows: readonly RoleRow[]): Promise<Role[]> {
    const custom = rows.filter((row) => !row.system).map((row) => row.id);
    const { rolePermissions } = this.tables;
    const granted = valuesByOwner(
      custom.length === 0
        ? []
        : await db
            .select({ owner: rolePermissions.roleId, value: rolePermissions.permission })
            .from(rolePermissions)
            .where(inArray(rolePermissions.roleId, custom)),
    );
    return rows.map(({ id, code, label, system }) => ({
      id,
      code,
      label,
      system,
      permissions: system ? systemRolePermissions(code) : storedPermissions(granted.get(id) ?? []),
    }));
  }

  delete(id: number, unchanged?: Role): Promise<boolean> {
    return this.gateway.write(async (db) => {
      const [role] = await db.select(this.columns).from(this.roles).where(eq(this.roles.id, id));
      if (!role) return false;
      if (unchanged && !samePermissions(await this.permissionsOf(db, role), unchanged.permissions))
        return false;
      // user_roles.role_id restricts: a user was given the role after the use case counted.
      const deleted = await guarded(this.gateway, { foreignKey: () => new RoleInUse(role.code) }, () =>
        db.delete(this.roles).where(this.unchanged(id, unchanged?.label)).returning({ id: this.roles.id }),
      );
      return deleted.length > 0;
    });
  }
}

type RoleRow = Pick<Role, 'id' | 'code' | 'label' | 'system'>;

function rowOf({ code, label, system }: NewRole) {
  return { code, label, system };
}

/** A permission a later version no longer offers is dropped rather than failing every read of the role. */
function storedPermissions(values: readonly string[]): Permission[] {
  return validatePermissions(values.filter(isPermission));
}
