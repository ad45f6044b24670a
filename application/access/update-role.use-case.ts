import { OwnAdministrationProtected, RoleNotFound } from '../../domain/access/access.errors.js';
import { USER_ADMINISTRATION } from '../../domain/access/permission.js';
import type { Role } from '../../domain/access/role.js';
import { changeRole, type RoleChanges } from '../../domain/access/role-changes.js';
import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
import type { Actor } from '../shared/actor.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { RoleRepository } from './ports/role.repository.js';

export class UpdateRoleUseCase {
  constructor(
    private readonly roles: RoleRepository,
    private readonly uow: UnitOfWork,
  ) {}

  /** With a precondition (If-Match), the write is guarded on the label and permissions of the role that met it. */
  execute(id: number, changes: RoleChanges, actor: Actor, precondition?: Precondition<Role>): Promise<Role> {
    return this.uow.run(async () => {
      const role = await this.roles.findById(id);
      if (!role) throw new RoleNotFound(id);
      assertPrecondition(precondition, role, 'Role', id);
      const changed = changeRole(role, changes);
      await this.assertCallerKeepsAdministration(actor, changed);
      return this.roles.update(changed, precondition ? role : undefined);
    });
  }

  /** The caller cannot take user administration away from themself through one of their roles. */
  private async assertCallerKeepsAdministration(actor: Actor, changed: Role): Promise<void> {
    if (!actor.roles.includes(changed.code) || changed.permissions.includes(USER_ADMINISTRATION)) return;
    if (!actor.permissions.has(USER_ADMINISTRATION)) return;
    const others = await this.roles.findByCodes(actor.roles.filter((code) => code !== changed.code));
    if (others.some((role) => role.permissions.includes(USER_ADMINISTRATION))) return;
    throw new OwnAdministrationProtected(changed.code);
  }
}
