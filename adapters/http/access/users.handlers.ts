import type { CreateUserCommand } from '../../../application/access/create-user.use-case.js';
import type { UpdateUserCommand } from '../../../application/access/update-user.use-case.js';
import {
  USER_DEFAULT_SORT,
  type UserFilter,
  type UserSortKey,
  userListing,
} from '../../../application/access/user-listing.js';
import type { User } from '../../../domain/access/user.js';
import { type HttpModule, httpModule } from '../http-module.js';
import { type AdministrationUseCases, administrationHandlers } from './administration.handlers.js';
import { userFilter } from './users.list.js';
import { administeredUsers, userRoutes } from './users.routes.js';
import { type CreateUserBody, toUserResponse, UpdateUserRequest } from './users.schemas.js';

export function usersHttp(
  useCases: AdministrationUseCases<User, CreateUserCommand, UpdateUserCommand, UserSortKey, UserFilter>,
): HttpModule {
  return httpModule(
    userRoutes,
    administrationHandlers(
      administeredUsers,
      {
        update: UpdateUserRequest,
        toResponse: toUserResponse,
        createInput: ({ username, password, enabled, roles }: CreateUserBody) => ({
          username,
          password,
          enabled,
          roles,
        }),
        updateInput: ({ username, enabled, roles, password }) => ({ username, enabled, roles, password }),
        // The password is never read back: a patch without one keeps it, as a PUT without one does.
        putBody: ({ username, enabled, roles }) => ({ username, enabled, roles }),
        list: { listing: userListing, filter: userFilter, defaultSort: USER_DEFAULT_SORT },
      },
      useCases,
    ),
  );
}
