import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../domain/access/permission.js';
import type { Role } from '../../../domain/access/role.js';
import { ServerOwned } from '../openapi/common.js';
import { mergePatchSchema } from '../shared/merge-patch-request.js';

const Code = z.string().openapi({
  description:
    'An upper-case letter, then 1 to 63 upper-case letters, digits or underscores; unique; immutable',
  example: 'AUDITOR',
});

const Label = z.string().openapi({ description: 'Non-blank, at most 255 characters', example: 'Auditor' });

const Permissions = z
  .array(z.string().max(64))
  .max(PERMISSIONS.length * 2)
  .openapi({
    description:
      'What the role grants, `resource:action` (GET /api/v1/auth/permissions lists them). A system role’s are fixed: they may only be sent back as they are',
    example: ['tasks:read', 'tasks:write', 'tags:read'],
  });

/** Server-owned role fields a client may send back unchanged; they are ignored (docs/api/access.md#role-fields). */
const ignoredRoleFields = { id: ServerOwned, system: ServerOwned };

export const RoleResponse = z
  .object({
    id: z.number().int(),
    code: z.string(),
    label: z.string(),
    system: z.boolean().openapi({ description: 'System roles (ADMIN, USER, ANONYMOUS) cannot be deleted' }),
    permissions: z.array(z.string()).openapi({ description: 'What the role grants, in catalogue order' }),
  })
  .openapi('Role');

export function toRoleResponse(role: Role): z.infer<typeof RoleResponse> {
  return {
    id: role.id,
    code: role.code,
    label: role.label,
    system: role.system,
    permissions: [...role.permissions],
  };
}

export const CreateRoleRequest = z
  .strictObject({
    code: Code,
    label: Label,
    permissions: Permissions.optional().openapi({ description: 'None: the role grants nothing yet' }),
    ...ignoredRoleFields,
  })
  .openapi('CreateRoleRequest', {
    example: { code: 'EDITOR', label: 'Editor', permissions: ['tasks:read', 'tasks:write', 'tags:read'] },
  });

export type CreateRoleBody = z.output<typeof CreateRoleRequest>;

export const UpdateRoleRequest = z
  .strictObject({
    label: Label,
    code: Code.optional().openapi({
      description: 'Ignored when equal to the stored code; any other value is a 400',
    }),
    permissions: Permissions.optional().openapi({ description: 'Omitted: unchanged' }),
    ...ignoredRoleFields,
  })
  .openapi('UpdateRoleRequest', {
    example: { label: 'Editor', permissions: ['tasks:read', 'tasks:write', 'tasks:print', 'tags:read'] },
  });

export const RolePatch = mergePatchSchema(UpdateRoleRequest, 'RolePatch').openapi({
  example: { label: 'Editors' },
});
