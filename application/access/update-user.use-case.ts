import { UserNotFound } from '../../domain/access/access.errors.js';
import { validatePassword } from '../../domain/access/password.js';
import { changeUser, normalizeRoles, type User, validateUsername } from '../../domain/access/user.js';
import { assertChangeAllowed } from '../../domain/access/user-protection.js';
import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { grantsOfKnownRoles } from './known-roles.js';
import type { PasswordHasher } from './ports/password-hasher.js';
import type { RoleRepository } from './ports/role.repository.js';
import type { UserRepository } from './ports/user.repository.js';

export interface UpdateUserCommand {
  readonly username: string;
  readonly enabled: boolean;
  readonly roles: readonly string[];
  /** When present, replaces the password; when absent, the password is kept. */
  readonly password?: string;
}

export class UpdateUserUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    /** APP_ADMIN_USERNAME: this account cannot be renamed, disabled or lose ADMIN. */
    private readonly forcedAdminUsername: string,
  ) {}

  /** With a precondition (If-Match), the write is guarded on the `updatedAt` of the user that met it. */
  async execute(
    id: number,
    command: UpdateUserCommand,
    actor: Actor,
    precondition?: Precondition<User>,
  ): Promise<User> {
    const changes = {
      username: validateUsername(command.username),
      enabled: command.enabled,
      roles: normalizeRoles(command.roles),
    };
    // Hashing is slow on purpose: it happens before the transaction opens, never inside it.
    const passwordHash =
      command.password === undefined ? undefined : await this.hasher.hash(validatePassword(command.password));
    return this.uow.run(async () => {
      const user = await this.users.findById(id);
      if (!user) throw new UserNotFound(id);
      assertPrecondition(precondition, user, 'User', id);
      const grants = await grantsOfKnownRoles(this.roles, changes.roles);
      assertChangeAllowed(
        user,
        changes,
        { forcedAdminUsername: this.forcedAdminUsername, callerId: actor.userId },
        grants,
      );
      const changed = changeUser(user, { ...changes, passwordHash }, this.clock.now());
      return this.users.update(changed, precondition ? user.updatedAt : undefined);
    });
  }
}
