// Roles in memory; deleting one drops its settings, as ON DELETE CASCADE does.

import type { RoleRepository } from '../../../../application/access/ports/role.repository.js';
import {
  type RoleFilter,
  type RoleSortKey,
  roleListing,
  roleSearchText,
} from '../../../../application/access/role-listing.js';
import { RoleCodeTaken, RoleInUse, RoleNotFound } from '../../../../domain/access/access.errors.js';
import type { NewRole, Role } from '../../../../domain/access/role.js';
import { samePermissions } from '../../../../domain/access/role-changes.js';
import type { User } from '../../../../domain/access/user.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { ListedRepository } from '../../shared/listed-repository.js';
import { memoryListing } from '../listing/memory-listing.js';
import type { MemoryStore } from '../memory-store.js';
import { ROLES, USERS } from './memory-access-tables.js';

export const ROLE_SETTINGS = 'roleSettings';

/** docs/api/lists.md#roles */
export class MemoryRoleRepository
  extends ListedRepository<Role, RoleSortKey, RoleFilter>
  implements RoleRepository
{
  protected readonly listing = memoryListing<Role, RoleSortKey, RoleFilter>(
    {
      rows: () => [...this.store.rows<Role>(ROLES).values()],
      matches: (role, filter) => filter.system === undefined || role.system === filter.system,
      searchText: roleSearchText,
    },
    roleListing,
  );

  constructor(private readonly store: MemoryStore) {
    super();
  }

  async findById(id: number): Promise<Role | undefined> {
    return this.store.rows<Role>(ROLES).get(id);
  }

  async findByCodes(codes: readonly string[]): Promise<Role[]> {
    return (await this.list()).filter((role) => codes.includes(role.code));
  }

  async list(): Promise<Role[]> {
    return [...this.store.rows<Role>(ROLES).values()].sort((a, b) => compareCodePoints(a.code, b.code));
  }

  insert(role: NewRole): Promise<Role> {
    return this.store.write(() => {
      if (this.exists(role.code)) throw new RoleCodeTaken(role.code);
      return this.add(role);
    });
  }

  async insertMissing(roles: readonly NewRole[]): Promise<void> {
    await this.store.write(() => {
      for (const role of roles) if (!this.exists(role.code)) this.add(role);
    });
  }

  update(role: Role, unchanged?: Role): Promise<Role> {
    return this.store.write(() => {
      const stored = this.store.rows<Role>(ROLES).get(role.id);
      if (unchanged && !(stored && isUnchanged(stored, unchanged)))
        throw new PreconditionFailed('Role', role.id);
      if (!stored) throw new RoleNotFound(role.id);
      this.store.mutable<Role>(ROLES).set(role.id, role);
      return role;
    });
  }

  delete(id: number, unchanged?: Role): Promise<boolean> {
    return this.store.write(() => {
      const role = this.store.rows<Role>(ROLES).get(id);
      if (!role || (unchanged && !isUnchanged(role, unchanged))) return false;
      // The SQL adapters' foreign key (user_roles.role_id, restrict) in memory.
      const holders = [...this.store.rows<User>(USERS).values()].filter((user) =>
        user.roles.includes(role.code),
      );
      if (holders.length > 0) throw new RoleInUse(role.code, holders.length);
      this.store.mutable(ROLE_SETTINGS).delete(role.code);
      return this.store.mutable(ROLES).delete(id);
    });
  }

  private exists(code: string): boolean {
    return [...this.store.rows<Role>(ROLES).values()].some((role) => role.code === code);
  }

  private add(role: NewRole): Role {
    const stored: Role = { ...role, id: this.store.nextId(ROLES) };
    this.store.mutable<Role>(ROLES).set(stored.id, stored);
    return stored;
  }
}

/** What an If-Match write compares: the label and the permissions. */
function isUnchanged(stored: Role, unchanged: Role): boolean {
  return stored.label === unchanged.label && samePermissions(stored.permissions, unchanged.permissions);
}
