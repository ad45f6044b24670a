import { listRoute } from '../listing/list-route.js';
import { type RecordRouteSubject, recordRouteSet, selectedRoute } from '../shared/record-routes.js';
import { userListParameters } from './users.list.js';
import { CreateUserRequest, UpdateUserRequest, UserPatch, UserResponse } from './users.schemas.js';

const IF_MATCH_412 = 'With If-Match, a user who no longer has that entity tag is a 412.';

const USERS_PATH = '/api/v1/auth/users';

/** Users and roles alike: `User` at `basePath`, tagged `Users`, read and written by their administrators only. */
export function administered(basePath: string, one: string): RecordRouteSubject {
  const access = 'users:administer';
  return {
    basePath,
    tag: `${one}s`,
    noun: one.toLowerCase(),
    names: { one, many: `${one}s` },
    read: access,
    write: access,
  };
}

export const administeredUsers = administered(USERS_PATH, 'User');

/** In mount order. */
export const userRoutes = {
  list: listRoute({
    operationId: 'listUsers',
    path: USERS_PATH,
    tag: administeredUsers.tag,
    access: administeredUsers.read,
    plural: 'users',
    order: 'username (code point order), then id',
    response: UserResponse,
    query: userListParameters,
  }),
  ...recordRouteSet({
    ...administeredUsers,
    schemas: {
      create: CreateUserRequest,
      update: UpdateUserRequest,
      patch: UserPatch,
      response: UserResponse,
    },
    create: { summary: 'Create a user; the password is stored as a BCrypt hash' },
    update: {
      summary: 'Update username, enabled flag, roles, and optionally password',
      description:
        'The configured administrator and the caller cannot be disabled or lose the ADMIN role (409); ' +
        'the configured administrator cannot be renamed (409). ' +
        IF_MATCH_412,
      errors: [404, 409, 412],
    },
    patch: {
      summary: 'Change some of username, enabled flag, roles and password (JSON Merge Patch)',
      description:
        'Applied to the stored username, enabled flag and roles, then checked and written as a PUT body ' +
        '(same protections, 409); a password in the patch replaces the password. ' +
        IF_MATCH_412,
      errors: [404, 409, 412],
    },
    delete: {
      summary: 'Delete a user and their settings',
      description: `The configured administrator and the caller cannot be deleted (409). ${IF_MATCH_412}`,
      errors: [404, 409, 412],
      done: 'Deleted',
    },
  }),
  deleteSelected: selectedRoute(administeredUsers, {
    operationId: 'deleteSelectedUsers',
    summary: 'Delete several users in one transaction',
    description:
      'Unknown IDs, the configured administrator and the caller are listed in skippedIds; ' +
      'duplicate IDs count once; both lists keep the request order.',
    done: 'What was deleted and what was skipped',
  }),
};
