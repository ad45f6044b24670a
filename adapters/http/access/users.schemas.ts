import { z } from '@hono/zod-openapi';
import type { User } from '../../../domain/access/user.js';
import { formatInstant } from '../../../domain/shared/instant.js';
import { ServerOwned } from '../openapi/common.js';
import { mergePatchSchema } from '../shared/merge-patch-request.js';

export const Timestamp = z.string().openapi({ format: 'date-time', example: '2026-11-21T09:30:00.123456Z' });

export const UserResponse = z
  .object({
    id: z.number().int(),
    username: z.string(),
    enabled: z.boolean(),
    roles: z.array(z.string()),
    createdDate: Timestamp,
    lastModifiedDate: Timestamp,
  })
  .openapi('User');

export function toUserResponse(user: User): z.infer<typeof UserResponse> {
  return {
    id: user.id,
    username: user.username,
    enabled: user.enabled,
    roles: [...user.roles],
    createdDate: formatInstant(user.createdAt),
    lastModifiedDate: formatInstant(user.updatedAt),
  };
}

/** Server-owned fields a client may send back unchanged; they are ignored (docs/api/access.md#user-fields). */
export const ignoredServerFields = {
  id: ServerOwned,
  createdDate: ServerOwned,
  lastModifiedDate: ServerOwned,
};

const Username = z.string().openapi({
  description: '3 to 64 letters, digits, ".", "_", "@" or "-"; unique regardless of case',
  example: 'alice',
});

const Password = z.string().openapi({
  description: '8 to 72 bytes in UTF-8; stored only as a BCrypt hash',
  format: 'password',
  example: 'correct-horse-battery',
});

const RoleCodes = z
  .array(z.string().max(64))
  .max(100)
  .openapi({ description: 'Codes of existing roles', example: ['USER'] });

export const CreateUserRequest = z
  .strictObject({
    username: Username,
    password: Password,
    enabled: z.boolean().default(true),
    roles: RoleCodes.default(() => ['USER']),
    ...ignoredServerFields,
  })
  .openapi('CreateUserRequest', {
    example: { username: 'alice', password: 'correct horse battery staple', enabled: true, roles: ['USER'] },
  });

export type CreateUserBody = z.output<typeof CreateUserRequest>;

export const UpdateUserRequest = z
  .strictObject({
    username: Username,
    enabled: z.boolean(),
    roles: RoleCodes,
    password: Password.optional().openapi({
      description: 'When present, replaces the password (8 to 72 bytes)',
    }),
    ...ignoredServerFields,
  })
  .openapi('UpdateUserRequest', { example: { username: 'alice', enabled: true, roles: ['USER'] } });

/** The PATCH body's document: the update's fields; `password` sets a new one, and is never shown. */
export const UserPatch = mergePatchSchema(UpdateUserRequest, 'UserPatch').openapi({
  example: { enabled: false },
});
