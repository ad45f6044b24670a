import type { User } from '../../domain/access/user.js';
import type { UserRepository } from './ports/user.repository.js';

export class ListUsersUseCase {
  constructor(private readonly users: UserRepository) {}

  /** Ordered by username. */
  execute(): Promise<User[]> {
    return this.users.list();
  }
}
