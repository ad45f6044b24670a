import type { NewUser, User } from '../../domain/access/user.js';
import type { Instant } from '../../domain/shared/instant.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { UserRepository } from './ports/user.repository.js';
import type { RecentActors } from './recent-actors.js';

/**
 * Every change to a user through this instance drops the user's remembered tokens. Dropping
 * them only inside the transaction is not enough: until it commits, other requests still read
 * the old row and would remember it again (for two seconds), so they are dropped after the
 * commit as well.
 */
export class ForgettingUserRepository implements UserRepository {
  constructor(
    private readonly users: UserRepository,
    private readonly recent: RecentActors,
    private readonly uow: UnitOfWork,
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

  page: UserRepository['page'] = (query, limit, after) => this.users.page(query, limit, after);
  walk: UserRepository['walk'] = (query) => this.users.walk(query);
  count: UserRepository['count'] = (query) => this.users.count(query);

  insert(user: NewUser): Promise<User> {
    return this.users.insert(user);
  }

  async update(user: User, unchangedSince?: Instant): Promise<User> {
    this.recent.forgetUser(user.id);
    const updated = await this.users.update(user, unchangedSince);
    this.forgetOnCommit(user.id);
    return updated;
  }

  async delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    this.recent.forgetUser(id);
    const deleted = await this.users.delete(id, unchangedSince);
    this.forgetOnCommit(id);
    return deleted;
  }

  countWithRole(roleCode: string): Promise<number> {
    return this.users.countWithRole(roleCode);
  }

  private forgetOnCommit(id: number): void {
    this.uow.afterCommit(() => this.recent.forgetUser(id));
  }
}
