import { z } from '@hono/zod-openapi';
import type { Role } from '../../../domain/access/role.js';
import { mergePatchSchema } from '../shared/merge-patch-request.js';

const Code = z.string().openapi({
  description:
    'An upper-case letter, then 1 to 63 upper-case letters, digits or underscores; unique; immutable',
  example: 'AUDITOR',
});

const Label = z.string().openapi({ description: 'Non-blank, at most 255 characters', example: 'Auditor' });

const serverOwned = z.unknown().optional().openapi({ description: 'Server-owned; ignored' });

/** Server-owned role fields a client may send back unchanged; they are ignored (docs/api/access.md#role-fields). */
const ignoredRoleFields = { id: serverOwned, system: serverOwned };

export const RoleResponse = z
  .object({
    id: z.number().int(),
    code: z.string(),
    label: z.string(),
    system: z.boolean().openapi({ description: 'System roles (ADMIN, USER, ANONYMOUS) cannot be deleted' }),
  })
  .openapi('Role');

export function toRoleResponse(role: Role): z.infer<typeof RoleResponse> {
  return { id: role.id, code: role.code, label: role.label, system: role.system };
}

export const CreateRoleRequest = z
  .strictObject({ code: Code, label: Label, ...ignoredRoleFields })
  .openapi('CreateRoleRequest');

export const UpdateRoleRequest = z
  .strictObject({
    label: Label,
    code: Code.optional().openapi({
      description: 'Ignored when equal to the stored code; any other value is a 400',
    }),
    ...ignoredRoleFields,
  })
  .openapi('UpdateRoleRequest');

export const RolePatch = mergePatchSchema(UpdateRoleRequest, 'RolePatch');
