import type { CreateRoleCommand } from '../../../application/access/create-role.use-case.js';
import type { DeleteRoleUseCase } from '../../../application/access/delete-role.use-case.js';
import type { DeleteSelectedRolesUseCase } from '../../../application/access/delete-selected-roles.use-case.js';
import { type RoleFilter, type RoleSortKey, roleListing } from '../../../application/access/role-listing.js';
import type { Role } from '../../../domain/access/role.js';
import type { RoleChanges } from '../../../domain/access/role-changes.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { ifMatch } from '../shared/conditional-requests.js';
import { type RecordUseCases, recordHandlers } from '../shared/record-handlers.js';
import { roleFilter } from './roles.list.js';
import { ROLES_PATH, roleRoutes } from './roles.routes.js';
import { type CreateRoleBody, toRoleResponse, UpdateRoleRequest } from './roles.schemas.js';

export interface RoleAdministrationUseCases
  extends RecordUseCases<Role, CreateRoleCommand, RoleChanges, RoleSortKey, RoleFilter> {
  readonly delete: DeleteRoleUseCase;
  readonly deleteSelected: DeleteSelectedRolesUseCase;
}

function roleHandlers(useCases: RoleAdministrationUseCases): Handlers<typeof roleRoutes> {
  return {
    ...recordHandlers(
      {
        basePath: ROLES_PATH,
        kindName: 'Role',
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
    delete: async (c) => {
      await useCases.delete.execute(c.req.valid('param').id, ifMatch(c, toRoleResponse));
      return c.body(null, 204);
    },
    deleteSelected: async (c) => c.json(await useCases.deleteSelected.execute(c.req.valid('json').ids), 200),
  };
}

export function rolesHttp(useCases: RoleAdministrationUseCases): HttpModule {
  return httpModule(roleRoutes, roleHandlers(useCases));
}
