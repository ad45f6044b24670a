import type { CreateRoleCommand } from '../../../application/access/create-role.use-case.js';
import { type RoleFilter, type RoleSortKey, roleListing } from '../../../application/access/role-listing.js';
import type { Role } from '../../../domain/access/role.js';
import type { RoleChanges } from '../../../domain/access/role-changes.js';
import { type HttpModule, httpModule } from '../http-module.js';
import { type AdministrationUseCases, administrationHandlers } from './administration.handlers.js';
import { roleFilter } from './roles.list.js';
import { administeredRoles, roleRoutes } from './roles.routes.js';
import { type CreateRoleBody, toRoleResponse, UpdateRoleRequest } from './roles.schemas.js';

export function rolesHttp(
  useCases: AdministrationUseCases<Role, CreateRoleCommand, RoleChanges, RoleSortKey, RoleFilter>,
): HttpModule {
  return httpModule(
    roleRoutes,
    administrationHandlers(
      administeredRoles,
      {
        update: UpdateRoleRequest,
        toResponse: toRoleResponse,
        // `system` is server-owned: a body may send it back, and it is ignored.
        createInput: ({ code, label, permissions }: CreateRoleBody) => ({ code, label, permissions }),
        updateInput: ({ label, code, permissions }) => ({ label, code, permissions }),
        putBody: ({ code, label, permissions }) => ({ code, label, permissions }),
        list: { listing: roleListing, filter: roleFilter },
      },
      useCases,
    ),
  );
}
