import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { RoleRepository } from './ports/role.repository.js';
import type { UserRepository } from './ports/user.repository.js';
import type { RecentActors } from './recent-actors.js';

/**
 * Runs a write that changes what remembered actors may do, dropping them before it and again
 * after it commits: until then other requests still read the old rows and would remember them
 * again (for two seconds).
 */
async function forgetting<T>(uow: UnitOfWork, forget: () => void, write: () => Promise<T>): Promise<T> {
  forget();
  const written = await write();
  uow.afterCommit(forget);
  return written;
}

/** Every change to a user through this instance drops the user's remembered tokens. */
export class ForgettingUserRepository implements UserRepository {
  constructor(
    private readonly users: UserRepository,
    private readonly recent: RecentActors,
    private readonly uow: UnitOfWork,
  ) {}

  findById: UserRepository['findById'] = (id) => this.users.findById(id);
  findByUsername: UserRepository['findByUsername'] = (username) => this.users.findByUsername(username);
  list: UserRepository['list'] = () => this.users.list();
  page: UserRepository['page'] = (query, limit, after) => this.users.page(query, limit, after);
  walk: UserRepository['walk'] = (query) => this.users.walk(query);
  count: UserRepository['count'] = (query) => this.users.count(query);
  insert: UserRepository['insert'] = (user) => this.users.insert(user);
  countWithRole: UserRepository['countWithRole'] = (roleCode) => this.users.countWithRole(roleCode);

  update: UserRepository['update'] = (user, unchangedSince) =>
    this.forgettingUser(user.id, () => this.users.update(user, unchangedSince));

  delete: UserRepository['delete'] = (id, unchangedSince) =>
    this.forgettingUser(id, () => this.users.delete(id, unchangedSince));

  private forgettingUser<T>(id: number, write: () => Promise<T>): Promise<T> {
    return forgetting(this.uow, () => this.recent.forgetUser(id), write);
  }
}

/** A change to a role's permissions reaches every holder: all remembered actors are dropped. */
export class ForgettingRoleRepository implements RoleRepository {
  constructor(
    private readonly roles: RoleRepository,
    private readonly recent: RecentActors,
    private readonly uow: UnitOfWork,
  ) {}

  findById: RoleRepository['findById'] = (id) => this.roles.findById(id);
  findByCodes: RoleRepository['findByCodes'] = (codes) => this.roles.findByCodes(codes);
  list: RoleRepository['list'] = () => this.roles.list();
  page: RoleRepository['page'] = (query, limit, after) => this.roles.page(query, limit, after);
  walk: RoleRepository['walk'] = (query) => this.roles.walk(query);
  count: RoleRepository['count'] = (query) => this.roles.count(query);
  insert: RoleRepository['insert'] = (role) => this.roles.insert(role);
  insertMissing: RoleRepository['insertMissing'] = (roles) => this.roles.insertMissing(roles);
  delete: RoleRepository['delete'] = (id, unchanged) => this.roles.delete(id, unchanged);

  update: RoleRepository['update'] = (role, unchanged) =>
    forgetting(
      this.uow,
      () => this.recent.forgetAll(),
      () => this.roles.update(role, unchanged),
    );
}
