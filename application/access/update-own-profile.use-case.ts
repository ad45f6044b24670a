import { NotAuthenticated } from '../../domain/access/access.errors.js';
import type { User } from '../../domain/access/user.js';
import type { Precondition } from '../../domain/shared/precondition.js';
import type { Actor } from '../shared/actor.js';
import type { UserRepository } from './ports/user.repository.js';
import { sessionOf } from './sessions/session.use-cases.js';
import type { UpdateUserUseCase } from './update-user.use-case.js';

/**
 * A user changing their own account (docs/api/access.md#self-service). Like a password, a
 * session or a key, the account is the person's to change: an API key acts for its owner on
 * records, never on the owner's account, so it is refused before anything is read.
 */
export class UpdateOwnProfileUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly update: UpdateUserUseCase,
  ) {}

  /** The caller's account, as a change would start from it. */
  async current(actor: Actor): Promise<User> {
    const { userId } = sessionOf(actor);
    const user = await this.users.findById(userId);
    if (!user) throw new NotAuthenticated();
    return user;
  }

  /** Renames the caller; whether they are enabled and their roles stay as they are. */
  async rename(actor: Actor, username: string, precondition?: Precondition<User>): Promise<User> {
    const user = await this.current(actor);
    return this.update.execute(
      user.id,
      { username, enabled: user.enabled, roles: user.roles },
      actor,
      precondition,
    );
  }
}
