import { validatePassword } from '../../domain/access/password.js';
import { normalizeRoles, type User, validateUsername } from '../../domain/access/user.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { grantsOfKnownRoles } from './known-roles.js';
import type { PasswordHasher } from './ports/password-hasher.js';
import type { RoleRepository } from './ports/role.repository.js';
import type { UserRepository } from './ports/user.repository.js';

export interface CreateUserCommand {
  readonly username: string;
  readonly password: string;
  readonly enabled: boolean;
  readonly roles: readonly string[];
}

export class CreateUserUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(command: CreateUserCommand): Promise<User> {
    const username = validateUsername(command.username);
    const roles = normalizeRoles(command.roles);
    // Hashing is slow on purpose: it happens before the transaction opens, never inside it.
    const passwordHash = await this.hasher.hash(validatePassword(command.password));
    const now = this.clock.now();
    return this.uow.run(async () => {
      await grantsOfKnownRoles(this.roles, roles);
      return this.users.insert({
        username,
        enabled: command.enabled,
        roles,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      });
    });
  }
}
