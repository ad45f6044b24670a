import { listRoute } from '../listing/list-route.js';
import { recordRouteSet, selectedRoute } from '../shared/record-routes.js';
import { roleListParameters } from './roles.list.js';
import { CreateRoleRequest, RolePatch, RoleResponse, UpdateRoleRequest } from './roles.schemas.js';
import { administered } from './users.routes.js';

const IF_MATCH_412 = 'With If-Match, a role that no longer has that entity tag is a 412.';

const ROLES_PATH = '/api/v1/auth/roles';

export const administeredRoles = administered(ROLES_PATH, 'Role');

/** In mount order. */
export const roleRoutes = {
  list: listRoute({
    operationId: 'listRoles',
    path: ROLES_PATH,
    tag: administeredRoles.tag,
    access: administeredRoles.read,
    plural: 'roles',
    order: 'code',
    response: RoleResponse,
    query: roleListParameters,
  }),
  ...recordRouteSet({
    ...administeredRoles,
    schemas: {
      create: CreateRoleRequest,
      update: UpdateRoleRequest,
      patch: RolePatch,
      response: RoleResponse,
    },
    update: {
      summary: 'Update a role label',
      description: `A system role's permissions cannot change: naming others is a 409 ROLE.SYSTEM_PERMISSIONS. ${IF_MATCH_412}`,
      errors: [404, 409, 412],
    },
    patch: {
      summary: 'Change a role label (JSON Merge Patch)',
      description: `Applied to the stored label and code, then checked and written as a PUT body. ${IF_MATCH_412}`,
      errors: [404, 409, 412],
    },
    delete: {
      summary: 'Delete a role that is not a system role and not assigned to any user',
      description: IF_MATCH_412,
      errors: [404, 409, 412],
      done: 'Deleted',
    },
  }),
  deleteSelected: selectedRoute(administeredRoles, {
    operationId: 'deleteSelectedRoles',
    summary: 'Delete several roles in one transaction',
    description:
      'Unknown IDs, system roles and roles assigned to a user are listed in skippedIds; ' +
      'duplicate IDs count once; both lists keep the request order.',
    done: 'What was deleted and what was skipped',
  }),
};
