import type { OpenAPIHono } from '@hono/zod-openapi';
import type { CreateUserUseCase } from '../../../application/access/create-user.use-case.js';
import type { DeleteSelectedUsersUseCase } from '../../../application/access/delete-selected-users.use-case.js';
import type { DeleteUserUseCase } from '../../../application/access/delete-user.use-case.js';
import type { GetUserUseCase } from '../../../application/access/get-user.use-case.js';
import type { ListUsersUseCase } from '../../../application/access/list-users.use-case.js';
import type { UpdateUserUseCase } from '../../../application/access/update-user.use-case.js';
import type { AppEnv } from '../app-env.js';
import { jsonList } from '../json-list.js';
import {
  createUserRoute,
  deleteSelectedUsersRoute,
  deleteUserRoute,
  getUserRoute,
  listUsersRoute,
  USERS_PATH,
  updateUserRoute,
} from './users.routes.js';
import { toUserResponse } from './users.schemas.js';

export interface UserAdministrationUseCases {
  readonly list: ListUsersUseCase;
  readonly get: GetUserUseCase;
  readonly create: CreateUserUseCase;
  readonly update: UpdateUserUseCase;
  readonly delete: DeleteUserUseCase;
  readonly deleteSelected: DeleteSelectedUsersUseCase;
}

export function userRoutes(useCases: UserAdministrationUseCases) {
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(listUsersRoute, async (c) => jsonList(c, await useCases.list.execute(), toUserResponse, 200));

    app.openapi(createUserRoute, async (c) => {
      const { username, password, enabled, roles } = c.req.valid('json');
      const user = await useCases.create.execute({ username, password, enabled, roles });
      return c.json(toUserResponse(user), 201, { Location: `${USERS_PATH}/${user.id}` });
    });

    app.openapi(getUserRoute, async (c) =>
      c.json(toUserResponse(await useCases.get.execute(c.req.valid('param').id)), 200),
    );

    app.openapi(updateUserRoute, async (c) => {
      const { username, enabled, roles, password } = c.req.valid('json');
      const user = await useCases.update.execute(
        c.req.valid('param').id,
        { username, enabled, roles, password },
        c.var.actor,
      );
      return c.json(toUserResponse(user), 200);
    });

    app.openapi(deleteUserRoute, async (c) => {
      await useCases.delete.execute(c.req.valid('param').id, c.var.actor);
      return c.body(null, 204);
    });

    app.openapi(deleteSelectedUsersRoute, async (c) =>
      c.json(await useCases.deleteSelected.execute(c.req.valid('json').ids, c.var.actor), 200),
    );
  };
}
