import type { OpenAPIHono } from '@hono/zod-openapi';
import type { CreateRoleUseCase } from '../../../application/access/create-role.use-case.js';
import type { DeleteRoleUseCase } from '../../../application/access/delete-role.use-case.js';
import type { DeleteSelectedRolesUseCase } from '../../../application/access/delete-selected-roles.use-case.js';
import type { GetRoleUseCase } from '../../../application/access/get-role.use-case.js';
import type { ListRolesUseCase } from '../../../application/access/list-roles.use-case.js';
import type { UpdateRoleUseCase } from '../../../application/access/update-role.use-case.js';
import type { AppEnv } from '../app-env.js';
import { jsonList } from '../json-list.js';
import {
  createRoleRoute,
  deleteRoleRoute,
  deleteSelectedRolesRoute,
  getRoleRoute,
  listRolesRoute,
  ROLES_PATH,
  updateRoleRoute,
} from './roles.routes.js';
import { toRoleResponse } from './roles.schemas.js';

export interface RoleAdministrationUseCases {
  readonly list: ListRolesUseCase;
  readonly get: GetRoleUseCase;
  readonly create: CreateRoleUseCase;
  readonly update: UpdateRoleUseCase;
  readonly delete: DeleteRoleUseCase;
  readonly deleteSelected: DeleteSelectedRolesUseCase;
}

export function roleRoutes(useCases: RoleAdministrationUseCases) {
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(listRolesRoute, async (c) => jsonList(c, await useCases.list.execute(), toRoleResponse, 200));

    app.openapi(createRoleRoute, async (c) => {
      const { code, label } = c.req.valid('json');
      const role = await useCases.create.execute({ code, label });
      return c.json(toRoleResponse(role), 201, { Location: `${ROLES_PATH}/${role.id}` });
    });

    app.openapi(getRoleRoute, async (c) =>
      c.json(toRoleResponse(await useCases.get.execute(c.req.valid('param').id)), 200),
    );

    app.openapi(updateRoleRoute, async (c) => {
      const { label, code } = c.req.valid('json');
      const role = await useCases.update.execute(c.req.valid('param').id, { label, code });
      return c.json(toRoleResponse(role), 200);
    });

    app.openapi(deleteRoleRoute, async (c) => {
      await useCases.delete.execute(c.req.valid('param').id);
      return c.body(null, 204);
    });

    app.openapi(deleteSelectedRolesRoute, async (c) =>
      c.json(await useCases.deleteSelected.execute(c.req.valid('json').ids), 200),
    );
  };
}
