import { RoleNotFound } from '../../domain/access/access.errors.js';
import type { Role } from '../../domain/access/role.js';
import { changeRole, type RoleChanges } from '../../domain/access/role-changes.js';
import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { RoleRepository } from './ports/role.repository.js';

export class UpdateRoleUseCase {
  constructor(
    private readonly roles: RoleRepository,
    private readonly uow: UnitOfWork,
  ) {}

  /** With a precondition (If-Match), the write is guarded on the label of the role that met it. */
  execute(id: number, changes: RoleChanges, precondition?: Precondition<Role>): Promise<Role> {
    return this.uow.run(async () => {
      const role = await this.roles.findById(id);
      if (!role) throw new RoleNotFound(id);
      assertPrecondition(precondition, role, 'Role', id);
      return this.roles.update(changeRole(role, changes), precondition ? role.label : undefined);
    });
  }
}
