import type { CreateUserUseCase } from '../../../application/access/create-user.use-case.js';
import type { DeleteSelectedUsersUseCase } from '../../../application/access/delete-selected-users.use-case.js';
import type { DeleteUserUseCase } from '../../../application/access/delete-user.use-case.js';
import type { GetUserUseCase } from '../../../application/access/get-user.use-case.js';
import type { ListUsersUseCase } from '../../../application/access/list-users.use-case.js';
import type { UpdateUserUseCase } from '../../../application/access/update-user.use-case.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { jsonList } from '../json-list.js';
import { USERS_PATH, userRoutes } from './users.routes.js';
import { toUserResponse } from './users.schemas.js';

export interface UserAdministrationUseCases {
  readonly list: ListUsersUseCase;
  readonly get: GetUserUseCase;
  readonly create: CreateUserUseCase;
  readonly update: UpdateUserUseCase;
  readonly delete: DeleteUserUseCase;
  readonly deleteSelected: DeleteSelectedUsersUseCase;
}

function userHandlers(useCases: UserAdministrationUseCases): Handlers<typeof userRoutes> {
  return {
    list: async (c) => jsonList(c, await useCases.list.execute(), toUserResponse, 200),
    create: async (c) => {
      const { username, password, enabled, roles } = c.req.valid('json');
      const user = await useCases.create.execute({ username, password, enabled, roles });
      return c.json(toUserResponse(user), 201, { Location: `${USERS_PATH}/${user.id}` });
    },
    get: async (c) => c.json(toUserResponse(await useCases.get.execute(c.req.valid('param').id)), 200),
    update: async (c) => {
      const { username, enabled, roles, password } = c.req.valid('json');
      const changes = { username, enabled, roles, password };
      const user = await useCases.update.execute(c.req.valid('param').id, changes, c.var.actor);
      return c.json(toUserResponse(user), 200);
    },
    delete: async (c) => {
      await useCases.delete.execute(c.req.valid('param').id, c.var.actor);
      return c.body(null, 204);
    },
    deleteSelected: async (c) =>
      c.json(await useCases.deleteSelected.execute(c.req.valid('json').ids, c.var.actor), 200),
  };
}

export function usersHttp(useCases: UserAdministrationUseCases): HttpModule {
  return httpModule(userRoutes, userHandlers(useCases));
}
