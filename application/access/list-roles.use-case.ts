import type { Role } from '../../domain/access/role.js';
import type { RoleRepository } from './ports/role.repository.js';

export class ListRolesUseCase {
  constructor(private readonly roles: RoleRepository) {}

  /** Ordered by code. */
  execute(): Promise<Role[]> {
    return this.roles.list();
  }
}
