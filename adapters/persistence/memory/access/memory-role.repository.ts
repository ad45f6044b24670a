// Roles in memory; deleting one drops its settings, as ON DELETE CASCADE does.

import type { RoleRepository } from '../../../../application/access/ports/role.repository.js';
import type { RoleFilter, RoleSortKey } from '../../../../application/access/role-listing.js';
import { RoleCodeTaken, RoleInUse, RoleNotFound } from '../../../../domain/access/access.errors.js';
import type { NewRole, Role } from '../../../../domain/access/role.js';
import { samePermissions } from '../../../../domain/access/role-changes.js';
import type { User } from '../../../../domain/access/user.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { MemoryTableRepository } from '../listing/memory-table-repository.js';
import type { MemoryStore } from '../memory-store.js';
import { memoryRoleListing } from './memory-access-listings.js';
import { ROLE_SETTINGS, ROLES, USERS } from './memory-access-tables.js';

export class MemoryRoleRepository
  extends MemoryTableRepository<Role, RoleSortKey, RoleFilter>
  implements RoleRepository
{
  constructor(store: MemoryStore) {
    super(store, ROLES, memoryRoleListing);
  }

  async findByCodes(codes: readonly string[]): Promise<Role[]> {
    const found = this.all().filter((role) => codes.includes(role.code));
    return found.sort((a, b) => compareCodePoints(a.code, b.code));
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
      const stored = this.stored(role.id);
      if (unchanged && !(stored && isUnchanged(stored, unchanged)))
        throw new PreconditionFailed('Role', role.id);
      if (!stored) throw new RoleNotFound(role.id);
      return this.put(role);
    });
  }

  delete(id: number, unchanged?: Role): Promise<boolean> {
    return this.store.write(() => {
      const role = this.stored(id);
      if (!role || (unchanged && !isUnchanged(role, unchanged))) return false;
      // The SQL adapters' foreign key (user_roles.role_id, restrict) in memory.
      const holders = [...this.store.rows<User>(USERS).values()].filter((user) =>
        user.roles.includes(role.code),
      );
      if (holders.length > 0) throw new RoleInUse(role.code, holders.length);
      this.store.mutable(ROLE_SETTINGS).delete(role.code);
      return this.remove(id);
    });
  }

  private exists(code: string): boolean {
    return this.all().some((role) => role.code === code);
  }

  private add(role: NewRole): Role {
    return this.put({ ...role, id: this.nextId() });
  }
}

/** What an If-Match write compares: the label and the permissions. */
function isUnchanged(stored: Role, unchanged: Role): boolean {
  return stored.label === unchanged.label && samePermissions(stored.permissions, unchanged.permissions);
}
