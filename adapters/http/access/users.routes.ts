import { z } from '@hono/zod-openapi';
import { BulkResult, defineRoute, IdParams, IdsBody, jsonBody, jsonResponse } from '../openapi/common.js';
import { createdResponse } from './created-response.js';
import { CreateUserRequest, UpdateUserRequest, UserResponse } from './users.schemas.js';

export const USERS_PATH = '/api/v1/auth/users';
const ADMIN = ['ADMIN'];
const TAGS = ['Users'];

const listUsersRoute = defineRoute({
  method: 'get',
  path: USERS_PATH,
  tags: TAGS,
  summary: 'List users ordered by username',
  access: ADMIN,
  responses: { 200: jsonResponse(z.array(UserResponse), 'Every user, ordered by username') },
});

const createUserRoute = defineRoute({
  method: 'post',
  path: USERS_PATH,
  tags: TAGS,
  summary: 'Create a user; the password is stored as a BCrypt hash',
  access: ADMIN,
  errors: [409],
  request: { body: jsonBody(CreateUserRequest) },
  responses: { 201: createdResponse(UserResponse, 'The created user') },
});

const getUserRoute = defineRoute({
  method: 'get',
  path: `${USERS_PATH}/{id}`,
  tags: TAGS,
  summary: 'Read a user',
  access: ADMIN,
  errors: [404],
  request: { params: IdParams },
  responses: { 200: jsonResponse(UserResponse, 'The user') },
});

const updateUserRoute = defineRoute({
  method: 'put',
  path: `${USERS_PATH}/{id}`,
  tags: TAGS,
  summary: 'Update username, enabled flag, roles, and optionally password',
  description:
    'The configured administrator and the caller cannot be disabled or lose the ADMIN role (409); ' +
    'the configured administrator cannot be renamed (409).',
  access: ADMIN,
  errors: [404, 409],
  request: { params: IdParams, body: jsonBody(UpdateUserRequest) },
  responses: { 200: jsonResponse(UserResponse, 'The updated user') },
});

const deleteUserRoute = defineRoute({
  method: 'delete',
  path: `${USERS_PATH}/{id}`,
  tags: TAGS,
  summary: 'Delete a user and their settings',
  description: 'The configured administrator and the caller cannot be deleted (409).',
  access: ADMIN,
  errors: [404, 409],
  request: { params: IdParams },
  responses: { 204: { description: 'Deleted' } },
});

const deleteSelectedUsersRoute = defineRoute({
  method: 'post',
  path: `${USERS_PATH}/delete-selected`,
  tags: TAGS,
  summary: 'Delete several users in one transaction',
  description:
    'Unknown IDs, the configured administrator and the caller are listed in skippedIds; ' +
    'duplicate IDs count once; both lists keep the request order.',
  access: ADMIN,
  request: { body: jsonBody(IdsBody) },
  responses: { 200: jsonResponse(BulkResult, 'What was deleted and what was skipped') },
});

/** In mount order. */
export const userRoutes = {
  list: listUsersRoute,
  create: createUserRoute,
  get: getUserRoute,
  update: updateUserRoute,
  delete: deleteUserRoute,
  deleteSelected: deleteSelectedUsersRoute,
};
