import type { NewUser, User } from '../../domain/access/user.js';
import type { UserRepository } from './ports/user.repository.js';
import type { RecentActors } from './recent-actors.js';

/** Every change to a user through this instance drops the user's remembered tokens at once. */
export class ForgettingUserRepository implements UserRepository {
  constructor(
    private readonly users: UserRepository,
    private readonly recent: RecentActors,
  ) {}

  findById(id: number): Promise<User | undefined> {
    return this.users.findById(id);
  }

  findByUsername(username: string): Promise<User | undefined> {
    return this.users.findByUsername(username);
  }

  list(): Promise<User[]> {
    return this.users.list();
  }

  insert(user: NewUser): Promise<User> {
    return this.users.insert(user);
  }

  async update(user: User): Promise<User> {
    this.recent.forgetUser(user.id);
    const updated = await this.users.update(user);
    // Forget again: a request may have remembered the old state while the write was running.
    this.recent.forgetUser(user.id);
    return updated;
  }

  async delete(id: number): Promise<boolean> {
    this.recent.forgetUser(id);
    const deleted = await this.users.delete(id);
    this.recent.forgetUser(id);
    return deleted;
  }

  countWithRole(roleCode: string): Promise<number> {
    return this.users.countWithRole(roleCode);
  }
}
