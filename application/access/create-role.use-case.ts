import { newRole, type Role } from '../../domain/access/role.js';
import type { RoleRepository } from './ports/role.repository.js';

export interface CreateRoleCommand {
  readonly code: string;
  readonly label: string;
  /** None: the role grants nothing until permissions are given. */
  readonly permissions?: readonly string[];
}

export class CreateRoleUseCase {
  constructor(private readonly roles: RoleRepository) {}

  /** Throws RoleCodeTaken when the code exists (every system code always does). */
  execute(command: CreateRoleCommand): Promise<Role> {
    return this.roles.insert(newRole(command.code, command.label, command.permissions));
  }
}
