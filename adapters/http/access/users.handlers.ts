import type { CreateUserUseCase } from '../../../application/access/create-user.use-case.js';
import type { DeleteSelectedUsersUseCase } from '../../../application/access/delete-selected-users.use-case.js';
import type { DeleteUserUseCase } from '../../../application/access/delete-user.use-case.js';
import type { GetUserUseCase } from '../../../application/access/get-user.use-case.js';
import type { UpdateUserUseCase } from '../../../application/access/update-user.use-case.js';
import {
  USER_DEFAULT_SORT,
  type UserFilter,
  type UserSortKey,
  userListing,
} from '../../../application/access/user-listing.js';
import type { ListUseCase } from '../../../application/listing/list.use-case.js';
import type { User } from '../../../domain/access/user.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { answerList } from '../listing/list-answer.js';
import { listRequest } from '../listing/list-request.js';
import { conditionalJson, ifMatch, taggedJson } from '../shared/conditional-requests.js';
import { applyMergePatch } from '../shared/merge-patch-request.js';
import { userFilter } from './users.list.js';
import { USERS_PATH, userRoutes } from './users.routes.js';
import { toUserResponse, UpdateUserRequest } from './users.schemas.js';

export interface UserAdministrationUseCases {
  readonly list: ListUseCase<User, UserSortKey, UserFilter>;
  readonly get: GetUserUseCase;
  readonly create: CreateUserUseCase;
  readonly update: UpdateUserUseCase;
  readonly delete: DeleteUserUseCase;
  readonly deleteSelected: DeleteSelectedUsersUseCase;
}

function userHandlers(useCases: UserAdministrationUseCases): Handlers<typeof userRoutes> {
  return {
    list: async (c) => {
      const params = c.req.valid('query');
      const request = listRequest(params, userListing, userFilter(params), USER_DEFAULT_SORT);
      return answerList(c, await useCases.list.execute(request), toUserResponse);
    },
    create: async (c) => {
      const { username, password, enabled, roles } = c.req.valid('json');
      const user = await useCases.create.execute({ username, password, enabled, roles });
      return taggedJson(c, toUserResponse(user), 201, { Location: `${USERS_PATH}/${user.id}` });
    },
    get: async (c) => conditionalJson(c, toUserResponse(await useCases.get.execute(c.req.valid('param').id))),
    update: async (c) => {
      const { username, enabled, roles, password } = c.req.valid('json');
      const changes = { username, enabled, roles, password };
      const precondition = ifMatch(c, toUserResponse);
      const user = await useCases.update.execute(
        c.req.valid('param').id,
        changes,
        c.get('actor'),
        precondition,
      );
      return taggedJson(c, toUserResponse(user), 200);
    },
    patch: async (c) => {
      const { id } = c.req.valid('param');
      const user = await applyMergePatch(c, c.req.valid('json'), {
        name: 'User',
        id,
        read: () => useCases.get.execute(id),
        represent: toUserResponse,
        // The password is never read back: a patch without one keeps it, as a PUT without one does.
        putBody: ({ username, enabled, roles }) => ({ username, enabled, roles }),
        schema: UpdateUserRequest,
        write: ({ username, enabled, roles, password }, precondition) =>
          useCases.update.execute(id, { username, enabled, roles, password }, c.get('actor'), precondition),
      });
      return taggedJson(c, toUserResponse(user), 200);
    },
    delete: async (c) => {
      await useCases.delete.execute(c.req.valid('param').id, c.get('actor'), ifMatch(c, toUserResponse));
      return c.body(null, 204);
    },
    deleteSelected: async (c) =>
      c.json(await useCases.deleteSelected.execute(c.req.valid('json').ids, c.get('actor')), 200),
  };
}

export function usersHttp(useCases: UserAdministrationUseCases): HttpModule {
  return httpModule(userRoutes, userHandlers(useCases));
}
