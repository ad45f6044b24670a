import { NotAuthenticated } from '../../domain/access/access.errors.js';
import type { User } from '../../domain/access/user.js';
import type { Actor } from '../shared/actor.js';
import type { UserRepository } from './ports/user.repository.js';

export class GetCurrentUserUseCase {
  constructor(private readonly users: UserRepository) {}

  async execute(actor: Actor): Promise<User> {
    const user = actor.userId === null ? undefined : await this.users.findById(actor.userId);
    if (!user) throw new NotAuthenticated();
    return user;
  }
}
