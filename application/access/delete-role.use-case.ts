import { RoleNotFound } from '../../domain/access/access.errors.js';
import type { Role } from '../../domain/access/role.js';
import { assertRoleDeletable } from '../../domain/access/role-changes.js';
import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { RoleRepository } from './ports/role.repository.js';
import type { UserRepository } from './ports/user.repository.js';

/** Deletes a role that is neither a system role nor assigned to any user. */
export class DeleteRoleUseCase {
  constructor(
    private readonly roles: RoleRepository,
    private readonly users: UserRepository,
    private readonly uow: UnitOfWork,
  ) {}

  /** With a precondition (If-Match), the delete is guarded on the label and permissions of the role that met it. */
  async execute(id: number, precondition?: Precondition<Role>): Promise<void> {
    await this.uow.run(async () => {
      const role = await this.roles.findById(id);
      if (!role) throw new RoleNotFound(id);
      assertPrecondition(precondition, role, 'Role', id);
      assertRoleDeletable(role, await this.users.countWithRole(role.code));
      const deleted = await this.roles.delete(id, precondition ? role : undefined);
      if (!deleted && precondition) throw new PreconditionFailed('Role', id);
    });
  }
}
