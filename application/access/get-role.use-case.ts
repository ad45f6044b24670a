import { RoleNotFound } from '../../domain/access/access.errors.js';
import type { Role } from '../../domain/access/role.js';
import type { RoleRepository } from './ports/role.repository.js';

export class GetRoleUseCase {
  constructor(private readonly roles: RoleRepository) {}

  async execute(id: number): Promise<Role> {
    const role = await this.roles.findById(id);
    if (!role) throw new RoleNotFound(id);
    return role;
  }
}
