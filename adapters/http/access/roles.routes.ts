import { listRoute } from '../listing/list-route.js';
import { BulkResult, defineRoute, IdParams, IdsBody, jsonBody, jsonResponse } from '../openapi/common.js';
import {
  IfMatchHeaders,
  IfNoneMatchHeaders,
  NOT_MODIFIED_RESPONSE,
  taggedJsonResponse,
} from '../shared/conditional-requests.js';
import { mergePatchBody } from '../shared/merge-patch-request.js';
import { roleListParameters } from './roles.list.js';
import { CreateRoleRequest, RolePatch, RoleResponse, UpdateRoleRequest } from './roles.schemas.js';

const IF_MATCH_412 = 'With If-Match, a role that no longer has that entity tag is a 412.';

export const ROLES_PATH = '/api/v1/auth/roles';
const TAGS = ['Roles'];

const listRolesRoute = listRoute({
  operationId: 'listRoles',
  path: ROLES_PATH,
  tag: TAGS[0]!,
  access: 'users:administer',
  plural: 'roles',
  order: 'code',
  response: RoleResponse,
  query: roleListParameters,
});

const createRoleRoute = defineRoute({
  operationId: 'createRole',
  method: 'post',
  path: ROLES_PATH,
  tags: TAGS,
  summary: 'Create a role',
  access: 'users:administer',
  errors: [409],
  request: { body: jsonBody(CreateRoleRequest) },
  responses: {
    201: taggedJsonResponse(RoleResponse, 'The created role', {
      Location: { description: 'Path of the created role', schema: { type: 'string' } },
    }),
  },
});

const getRoleRoute = defineRoute({
  operationId: 'getRole',
  method: 'get',
  path: `${ROLES_PATH}/{id}`,
  tags: TAGS,
  summary: 'Read a role',
  access: 'users:administer',
  errors: [404],
  request: { params: IdParams, headers: IfNoneMatchHeaders },
  responses: { 200: taggedJsonResponse(RoleResponse, 'The role'), 304: NOT_MODIFIED_RESPONSE },
});

const updateRoleRoute = defineRoute({
  operationId: 'updateRole',
  method: 'put',
  path: `${ROLES_PATH}/{id}`,
  tags: TAGS,
  summary: 'Update a role label',
  description: `A system role's permissions cannot change: naming others is a 409 ROLE.SYSTEM_PERMISSIONS. ${IF_MATCH_412}`,
  access: 'users:administer',
  errors: [404, 409, 412],
  request: { params: IdParams, headers: IfMatchHeaders, body: jsonBody(UpdateRoleRequest) },
  responses: { 200: taggedJsonResponse(RoleResponse, 'The updated role') },
});

const patchRoleRoute = defineRoute({
  operationId: 'patchRole',
  method: 'patch',
  path: `${ROLES_PATH}/{id}`,
  tags: TAGS,
  summary: 'Change a role label (JSON Merge Patch)',
  description: `Applied to the stored label and code, then checked and written as a PUT body. ${IF_MATCH_412}`,
  access: 'users:administer',
  errors: [404, 409, 412],
  request: { params: IdParams, headers: IfMatchHeaders, body: mergePatchBody(RolePatch) },
  responses: { 200: taggedJsonResponse(RoleResponse, 'The updated role') },
});

const deleteRoleRoute = defineRoute({
  operationId: 'deleteRole',
  method: 'delete',
  path: `${ROLES_PATH}/{id}`,
  tags: TAGS,
  summary: 'Delete a role that is not a system role and not assigned to any user',
  description: IF_MATCH_412,
  access: 'users:administer',
  errors: [404, 409, 412],
  request: { params: IdParams, headers: IfMatchHeaders },
  responses: { 204: { description: 'Deleted' } },
});

const deleteSelectedRolesRoute = defineRoute({
  operationId: 'deleteSelectedRoles',
  method: 'post',
  path: `${ROLES_PATH}/delete-selected`,
  tags: TAGS,
  summary: 'Delete several roles in one transaction',
  description:
    'Unknown IDs, system roles and roles assigned to a user are listed in skippedIds; ' +
    'duplicate IDs count once; both lists keep the request order.',
  access: 'users:administer',
  request: { body: jsonBody(IdsBody) },
  responses: { 200: jsonResponse(BulkResult, 'What was deleted and what was skipped') },
});

/** In mount order. */
export const roleRoutes = {
  list: listRolesRoute,
  create: createRoleRoute,
  get: getRoleRoute,
  update: updateRoleRoute,
  patch: patchRoleRoute,
  delete: deleteRoleRoute,
  deleteSelected: deleteSelectedRolesRoute,
};
