import { validatePassword } from '../../domain/access/password.js';
import { checkUserFields, type User } from '../../domain/access/user.js';
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

/** The ports a create and an update of a user write through. */
export interface UserWritePorts {
  readonly users: UserRepository;
  readonly roles: RoleRepository;
  readonly hasher: PasswordHasher;
  readonly clock: Clock;
  readonly uow: UnitOfWork;
}

export class CreateUserUseCase {
  constructor(private readonly ports: UserWritePorts) {}

  async execute(command: CreateUserCommand): Promise<User> {
    const { users, roles, hasher, clock, uow } = this.ports;
    const fields = checkUserFields(command);
    // Hashing is slow on purpose: it happens before the transaction opens, never inside it.
    const passwordHash = await hasher.hash(validatePassword(command.password));
    const now = clock.now();
    return uow.run(async () => {
      await grantsOfKnownRoles(roles, fields.roles);
      return users.insert({ ...fields, passwordHash, createdAt: now, updatedAt: now });
    });
  }
}
