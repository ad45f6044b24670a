import { UserNotFound } from '../../domain/access/access.errors.js';
import type { User } from '../../domain/access/user.js';
import type { UserRepository } from './ports/user.repository.js';

export class GetUserUseCase {
  constructor(private readonly users: UserRepository) {}

  async execute(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new UserNotFound(id);
    return user;
  }
}
