import type { CreateRoleUseCase } from '../../../application/access/create-role.use-case.js';
import type { DeleteRoleUseCase } from '../../../application/access/delete-role.use-case.js';
import type { DeleteSelectedRolesUseCase } from '../../../application/access/delete-selected-roles.use-case.js';
import type { GetRoleUseCase } from '../../../application/access/get-role.use-case.js';
import { type RoleFilter, type RoleSortKey, roleListing } from '../../../application/access/role-listing.js';
import type { UpdateRoleUseCase } from '../../../application/access/update-role.use-case.js';
import type { ListUseCase } from '../../../application/listing/list.use-case.js';
import type { Role } from '../../../domain/access/role.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { answerList } from '../listing/list-answer.js';
import { listRequest } from '../listing/list-request.js';
import { conditionalJson, ifMatch, taggedJson } from '../shared/conditional-requests.js';
import { applyMergePatch } from '../shared/merge-patch-request.js';
import { roleFilter } from './roles.list.js';
import { ROLES_PATH, roleRoutes } from './roles.routes.js';
import { toRoleResponse, UpdateRoleRequest } from './roles.schemas.js';

export interface RoleAdministrationUseCases {
  readonly list: ListUseCase<Role, RoleSortKey, RoleFilter>;
  readonly get: GetRoleUseCase;
  readonly create: CreateRoleUseCase;
  readonly update: UpdateRoleUseCase;
  readonly delete: DeleteRoleUseCase;
  readonly deleteSelected: DeleteSelectedRolesUseCase;
}

function roleHandlers(useCases: RoleAdministrationUseCases): Handlers<typeof roleRoutes> {
  return {
    list: async (c) => {
      const params = c.req.valid('query');
      const answer = await useCases.list.execute(listRequest(params, roleListing, roleFilter(params)));
      return answerList(c, answer, toRoleResponse);
    },
    create: async (c) => {
      const { code, label, permissions } = c.req.valid('json');
      const role = await useCases.create.execute({ code, label, permissions });
      return taggedJson(c, toRoleResponse(role), 201, { Location: `${ROLES_PATH}/${role.id}` });
    },
    get: async (c) => conditionalJson(c, toRoleResponse(await useCases.get.execute(c.req.valid('param').id))),
    update: async (c) => {
      const { label, code, permissions } = c.req.valid('json');
      const precondition = ifMatch(c, toRoleResponse);
      const changes = { label, code, permissions };
      const role = await useCases.update.execute(
        c.req.valid('param').id,
        changes,
        c.get('actor'),
        precondition,
      );
      return taggedJson(c, toRoleResponse(role), 200);
    },
    patch: async (c) => {
      const { id } = c.req.valid('param');
      const role = await applyMergePatch(c, c.req.valid('json'), {
        name: 'Role',
        id,
        read: () => useCases.get.execute(id),
        represent: toRoleResponse,
        putBody: ({ code, label, permissions }) => ({ code, label, permissions }),
        schema: UpdateRoleRequest,
        write: ({ label, code, permissions }, precondition) =>
          useCases.update.execute(id, { label, code, permissions }, c.get('actor'), precondition),
      });
      return taggedJson(c, toRoleResponse(role), 200);
    },
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
