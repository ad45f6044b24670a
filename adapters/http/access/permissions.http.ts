import { z } from '@hono/zod-openapi';
import { actionOf, PERMISSIONS, type Permission, resourceOf } from '../../../domain/access/permission.js';
import { type HttpModule, httpModule } from '../http-module.js';
import { jsonResponse, taggedRoutes } from '../openapi/common.js';

const ACTION_WORDS: Readonly<Record<string, string>> = {
  read: 'Read and list',
  write: 'Create, change and delete',
  import: 'Seed and import',
  export: 'Export',
  print: 'Print',
  history: 'Read the change history of',
  use: 'List models and send prompts to',
  own: 'Read and change one’s own',
  administer: 'Administer',
  backup: 'Back up',
  restore: 'Restore (replacing everything in)',
};

const RESOURCE_WORDS: Readonly<Record<string, string>> = {
  'template-objects': 'template objects',
  llm: 'the language model',
  settings: 'settings',
  users: 'users, roles and their permissions',
  instance: 'the whole instance',
  webhooks: 'webhook subscriptions and their deliveries',
};

export const PermissionResponse = z
  .object({
    permission: z.string().openapi({ example: 'tasks:write' }),
    resource: z.string().openapi({ example: 'tasks' }),
    action: z.string().openapi({ example: 'write' }),
    description: z.string().openapi({ example: 'Create, change and delete tasks' }),
  })
  .openapi('Permission');

export function describePermission(permission: Permission): z.infer<typeof PermissionResponse> {
  const resource = resourceOf(permission);
  const action = actionOf(permission);
  return {
    permission,
    resource,
    action,
    description: `${ACTION_WORDS[action]} ${RESOURCE_WORDS[resource] ?? resource}`,
  };
}

const route = taggedRoutes('Roles');

const listPermissionsRoute = route('listPermissions', 'get', '/api/v1/auth/permissions', {
  summary: 'List every permission a role can grant',
  description: 'In catalogue order; docs/api/access.md#permissions says which operation needs which.',
  access: 'authenticated',
  responses: { 200: jsonResponse(z.array(PermissionResponse), 'Every permission') },
});

const CATALOGUE = PERMISSIONS.map(describePermission);

/** The catalogue of permissions, for whoever shapes roles (the console's role editor). */
export const permissionsHttp: HttpModule = httpModule(
  { list: listPermissionsRoute },
  { list: async (c) => c.json(CATALOGUE, 200) },
);
