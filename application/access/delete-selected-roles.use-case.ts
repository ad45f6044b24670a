import { roleDeletionBlocker } from '../../domain/access/role-changes.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { type BulkDeleteResult, deleteEach } from './bulk-delete.js';
import type { RoleRepository } from './ports/role.repository.js';
import type { UserRepository } from './ports/user.repository.js';

/** Deletes the roles it may in one unit of work; unknown, system and assigned roles are skipped. */
export class DeleteSelectedRolesUseCase {
  constructor(
    private readonly roles: RoleRepository,
    private readonly users: UserRepository,
    private readonly uow: UnitOfWork,
  ) {}

  execute(ids: readonly number[]): Promise<BulkDeleteResult> {
    return this.uow.run(() =>
      deleteEach(ids, async (id) => {
        const role = await this.roles.findById(id);
        if (!role || roleDeletionBlocker(role, await this.users.countWithRole(role.code))) return false;
        return this.roles.delete(id);
      }),
    );
  }
}
