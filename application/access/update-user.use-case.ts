import { UserNotFound } from '../../domain/access/access.errors.js';
import { validatePassword } from '../../domain/access/password.js';
import { USER_ADMINISTRATION, unionOfPermissions } from '../../domain/access/permission.js';
import { changeUser, checkUserFields, type User } from '../../domain/access/user.js';
import { assertChangeAllowed } from '../../domain/access/user-protection.js';
import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
import type { Actor } from '../shared/actor.js';
import type { UserWritePorts } from './create-user.use-case.js';
import { grantsOfKnownRoles } from './known-roles.js';
import type { SessionRepository } from './ports/session.repository.js';

export interface UpdateUserCommand {
  readonly username: string;
  readonly enabled: boolean;
  readonly roles: readonly string[];
  /** When present, replaces the password; when absent, the password is kept. */
  readonly password?: string;
}

export class UpdateUserUseCase {
  constructor(
    private readonly ports: UserWritePorts,
    /** APP_ADMIN_USERNAME: this account cannot be renamed, disabled or lose ADMIN. */
    private readonly forcedAdminUsername: string,
    private readonly sessions: SessionRepository,
  ) {}

  /** With a precondition (If-Match), the write is guarded on the `updatedAt` of the user that met it. */
  async execute(
    id: number,
    command: UpdateUserCommand,
    actor: Actor,
    precondition?: Precondition<User>,
  ): Promise<User> {
    const { users, roles, hasher, clock, uow } = this.ports;
    const changes = checkUserFields(command);
    // Hashing is slow on purpose: it happens before the transaction opens, never inside it.
    const passwordHash =
      command.password === undefined ? undefined : await hasher.hash(validatePassword(command.password));
    return uow.run(async () => {
      const user = await users.findById(id);
      if (!user) throw new UserNotFound(id);
      assertPrecondition(precondition, user, 'User', id);
      const after = await grantsOfKnownRoles(roles, changes.roles);
      const held = await roles.findByCodes(user.roles);
      const before = unionOfPermissions(held.map((role) => role.permissions));
      assertChangeAllowed(
        user,
        changes,
        { forcedAdminUsername: this.forcedAdminUsername, callerId: actor.userId },
        { before: before.has(USER_ADMINISTRATION), after: after.has(USER_ADMINISTRATION) },
      );
      const changed = changeUser(user, { ...changes, passwordHash }, clock.now());
      const updated = await users.update(changed, precondition ? user.updatedAt : undefined);
      // A new password, a disable or other roles: whoever holds the old sessions must sign in again.
      if (endsSessions(user, updated)) await this.sessions.endAllFor(id, updated.updatedAt);
      return updated;
    });
  }
}

function endsSessions(before: User, after: User): boolean {
  const sameRoles =
    before.roles.length === after.roles.length && before.roles.every((role) => after.roles.includes(role));
  return before.passwordHash !== after.passwordHash || (before.enabled && !after.enabled) || !sameRoles;
}
