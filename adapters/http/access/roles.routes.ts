import { z } from '@hono/zod-openapi';
import { BulkResult, defineRoute, IdParams, IdsBody, jsonBody, jsonResponse } from '../openapi/common.js';
import { createdResponse } from './created-response.js';
import { CreateRoleRequest, RoleResponse, UpdateRoleRequest } from './roles.schemas.js';

export const ROLES_PATH = '/api/v1/auth/roles';
const ADMIN = ['ADMIN'];
const TAGS = ['Roles'];

const listRolesRoute = defineRoute({
  method: 'get',
  path: ROLES_PATH,
  tags: TAGS,
  summary: 'List roles ordered by code',
  access: ADMIN,
  responses: { 200: jsonResponse(z.array(RoleResponse), 'Every role, ordered by code') },
});

const createRoleRoute = defineRoute({
  method: 'post',
  path: ROLES_PATH,
  tags: TAGS,
  summary: 'Create a role',
  access: ADMIN,
  errors: [409],
  request: { body: jsonBody(CreateRoleRequest) },
  responses: { 201: createdResponse(RoleResponse, 'The created role') },
});

const getRoleRoute = defineRoute({
  method: 'get',
  path: `${ROLES_PATH}/{id}`,
  tags: TAGS,
  summary: 'Read a role',
  access: ADMIN,
  errors: [404],
  request: { params: IdParams },
  responses: { 200: jsonResponse(RoleResponse, 'The role') },
});

const updateRoleRoute = defineRoute({
  method: 'put',
  path: `${ROLES_PATH}/{id}`,
  tags: TAGS,
  summary: 'Update a role label',
  access: ADMIN,
  errors: [404],
  request: { params: IdParams, body: jsonBody(UpdateRoleRequest) },
  responses: { 200: jsonResponse(RoleResponse, 'The updated role') },
});

const deleteRoleRoute = defineRoute({
  method: 'delete',
  path: `${ROLES_PATH}/{id}`,
  tags: TAGS,
  summary: 'Delete a role that is not a system role and not assigned to any user',
  access: ADMIN,
  errors: [404, 409],
  request: { params: IdParams },
  responses: { 204: { description: 'Deleted' } },
});

const deleteSelectedRolesRoute = defineRoute({
  method: 'post',
  path: `${ROLES_PATH}/delete-selected`,
  tags: TAGS,
  summary: 'Delete several roles in one transaction',
  description:
    'Unknown IDs, system roles and roles assigned to a user are listed in skippedIds; ' +
    'duplicate IDs count once; both lists keep the request order.',
  access: ADMIN,
  request: { body: jsonBody(IdsBody) },
  responses: { 200: jsonResponse(BulkResult, 'What was deleted and what was skipped') },
});

/** In mount order. */
export const roleRoutes = {
  list: listRolesRoute,
  create: createRoleRoute,
  get: getRoleRoute,
  update: updateRoleRoute,
  delete: deleteRoleRoute,
  deleteSelected: deleteSelectedRolesRoute,
};
