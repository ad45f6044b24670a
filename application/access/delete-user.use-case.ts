import { UserNotFound } from '../../domain/access/access.errors.js';
import type { User } from '../../domain/access/user.js';
import { assertDeletable } from '../../domain/access/user-protection.js';
import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
import type { Actor } from '../shared/actor.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { UserRepository } from './ports/user.repository.js';

/** Deletes a user and, with it, their settings; audit names already written stay. */
export class DeleteUserUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly uow: UnitOfWork,
    /** APP_ADMIN_USERNAME: this account cannot be deleted. */
    private readonly forcedAdminUsername: string,
  ) {}

  /** With a precondition (If-Match), the delete is guarded on the `updatedAt` of the user that met it. */
  async execute(id: number, actor: Actor, precondition?: Precondition<User>): Promise<void> {
    await this.uow.run(async () => {
      const user = await this.users.findById(id);
      if (!user) throw new UserNotFound(id);
      assertPrecondition(precondition, user, 'User', id);
      assertDeletable(user, { forcedAdminUsername: this.forcedAdminUsername, callerId: actor.userId });
      const deleted = await this.users.delete(id, precondition ? user.updatedAt : undefined);
      if (!deleted && precondition) throw new PreconditionFailed('User', id);
    });
  }
}
