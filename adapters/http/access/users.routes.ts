import { listRoute } from '../listing/list-route.js';
import { BulkResult, defineRoute, IdParams, IdsBody, jsonBody, jsonResponse } from '../openapi/common.js';
import {
  IfMatchHeaders,
  IfNoneMatchHeaders,
  NOT_MODIFIED_RESPONSE,
  taggedJsonResponse,
} from '../shared/conditional-requests.js';
import { mergePatchBody } from '../shared/merge-patch-request.js';
import { userListParameters } from './users.list.js';
import { CreateUserRequest, UpdateUserRequest, UserPatch, UserResponse } from './users.schemas.js';

const IF_MATCH_412 = 'With If-Match, a user who no longer has that entity tag is a 412.';

export const USERS_PATH = '/api/v1/auth/users';
const TAGS = ['Users'];

const listUsersRoute = listRoute({
  operationId: 'listUsers',
  path: USERS_PATH,
  tag: TAGS[0]!,
  access: 'users:administer',
  plural: 'users',
  order: 'username (code point order), then id',
  response: UserResponse,
  query: userListParameters,
});

const createUserRoute = defineRoute({
  operationId: 'createUser',
  method: 'post',
  path: USERS_PATH,
  tags: TAGS,
  summary: 'Create a user; the password is stored as a BCrypt hash',
  access: 'users:administer',
  errors: [409],
  request: { body: jsonBody(CreateUserRequest) },
  responses: {
    201: taggedJsonResponse(UserResponse, 'The created user', {
      Location: { description: 'Path of the created user', schema: { type: 'string' } },
    }),
  },
});

const getUserRoute = defineRoute({
  operationId: 'getUser',
  method: 'get',
  path: `${USERS_PATH}/{id}`,
  tags: TAGS,
  summary: 'Read a user',
  access: 'users:administer',
  errors: [404],
  request: { params: IdParams, headers: IfNoneMatchHeaders },
  responses: { 200: taggedJsonResponse(UserResponse, 'The user'), 304: NOT_MODIFIED_RESPONSE },
});

const updateUserRoute = defineRoute({
  operationId: 'updateUser',
  method: 'put',
  path: `${USERS_PATH}/{id}`,
  tags: TAGS,
  summary: 'Update username, enabled flag, roles, and optionally password',
  description:
    'The configured administrator and the caller cannot be disabled or lose the ADMIN role (409); ' +
    'the configured administrator cannot be renamed (409). ' +
    IF_MATCH_412,
  access: 'users:administer',
  errors: [404, 409, 412],
  request: { params: IdParams, headers: IfMatchHeaders, body: jsonBody(UpdateUserRequest) },
  responses: { 200: taggedJsonResponse(UserResponse, 'The updated user') },
});

const patchUserRoute = defineRoute({
  operationId: 'patchUser',
  method: 'patch',
  path: `${USERS_PATH}/{id}`,
  tags: TAGS,
  summary: 'Change some of username, enabled flag, roles and password (JSON Merge Patch)',
  description:
    'Applied to the stored username, enabled flag and roles, then checked and written as a PUT body ' +
    '(same protections, 409); a password in the patch replaces the password. ' +
    IF_MATCH_412,
  access: 'users:administer',
  errors: [404, 409, 412],
  request: { params: IdParams, headers: IfMatchHeaders, body: mergePatchBody(UserPatch) },
  responses: { 200: taggedJsonResponse(UserResponse, 'The updated user') },
});

const deleteUserRoute = defineRoute({
  operationId: 'deleteUser',
  method: 'delete',
  path: `${USERS_PATH}/{id}`,
  tags: TAGS,
  summary: 'Delete a user and their settings',
  description: `The configured administrator and the caller cannot be deleted (409). ${IF_MATCH_412}`,
  access: 'users:administer',
  errors: [404, 409, 412],
  request: { params: IdParams, headers: IfMatchHeaders },
  responses: { 204: { description: 'Deleted' } },
});

const deleteSelectedUsersRoute = defineRoute({
  operationId: 'deleteSelectedUsers',
  method: 'post',
  path: `${USERS_PATH}/delete-selected`,
  tags: TAGS,
  summary: 'Delete several users in one transaction',
  description:
    'Unknown IDs, the configured administrator and the caller are listed in skippedIds; ' +
    'duplicate IDs count once; both lists keep the request order.',
  access: 'users:administer',
  request: { body: jsonBody(IdsBody) },
  responses: { 200: jsonResponse(BulkResult, 'What was deleted and what was skipped') },
});

/** In mount order. */
export const userRoutes = {
  list: listUsersRoute,
  create: createUserRoute,
  get: getUserRoute,
  update: updateUserRoute,
  patch: patchUserRoute,
  delete: deleteUserRoute,
  deleteSelected: deleteSelectedUsersRoute,
};
