import { UserNotFound } from '../../domain/access/access.errors.js';
import { assertDeletable } from '../../domain/access/user-protection.js';
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

  async execute(id: number, actor: Actor): Promise<void> {
    await this.uow.run(async () => {
      const user = await this.users.findById(id);
      if (!user) throw new UserNotFound(id);
      assertDeletable(user, { forcedAdminUsername: this.forcedAdminUsername, callerId: actor.userId });
      await this.users.delete(id);
    });
  }
}
