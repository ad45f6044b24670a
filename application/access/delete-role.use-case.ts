import { RoleNotFound } from '../../domain/access/access.errors.js';
import { assertRoleDeletable } from '../../domain/access/role-changes.js';
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

  async execute(id: number): Promise<void> {
    await this.uow.run(async () => {
      const role = await this.roles.findById(id);
      if (!role) throw new RoleNotFound(id);
      assertRoleDeletable(role, await this.users.countWithRole(role.code));
      await this.roles.delete(id);
    });
  }
}
