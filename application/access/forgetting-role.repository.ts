import type { Role } from '../../domain/access/role.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { RoleRepository } from './ports/role.repository.js';
import type { RecentActors } from './recent-actors.js';

/**
 * A change to a role's permissions reaches every holder: all remembered actors are dropped, in
 * the transaction and after it commits (ForgettingUserRepository says why both).
 */
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

  async update(role: Role, unchanged?: Role): Promise<Role> {
    this.recent.forgetAll();
    const updated = await this.roles.update(role, unchanged);
    this.uow.afterCommit(() => this.recent.forgetAll());
    return updated;
  }

  delete: RoleRepository['delete'] = (id, unchanged) => this.roles.delete(id, unchanged);
}
