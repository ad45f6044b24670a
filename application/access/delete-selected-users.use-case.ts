import { deletionBlocker, type ProtectedUsers } from '../../domain/access/user-protection.js';
import type { Actor } from '../shared/actor.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { type BulkDeleteResult, deleteEach } from './bulk-delete.js';
import type { UserRepository } from './ports/user.repository.js';

/** Deletes the users it may in one unit of work; unknown and protected users are skipped. */
export class DeleteSelectedUsersUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly uow: UnitOfWork,
    /** APP_ADMIN_USERNAME: this account is always skipped. */
    private readonly forcedAdminUsername: string,
  ) {}

  execute(ids: readonly number[], actor: Actor): Promise<BulkDeleteResult> {
    const protectedUsers: ProtectedUsers = {
      forcedAdminUsername: this.forcedAdminUsername,
      callerId: actor.userId,
    };
    return this.uow.run(() =>
      deleteEach(ids, async (id) => {
        const user = await this.users.findById(id);
        if (!user || deletionBlocker(user, protectedUsers)) return false;
        return this.users.delete(id);
      }),
    );
  }
}
