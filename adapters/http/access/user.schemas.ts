import { z } from '@hono/zod-openapi';
import type { User } from '../../../domain/access/user.js';
import { formatInstant } from '../../../domain/shared/instant.js';

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

/** Server-owned fields a client may send back unchanged; they are ignored (D2). */
export const ignoredServerFields = {
  id: z.unknown().optional().openapi({ description: 'Server-owned; ignored' }),
  createdDate: z.unknown().optional().openapi({ description: 'Server-owned; ignored' }),
  lastModifiedDate: z.unknown().optional().openapi({ description: 'Server-owned; ignored' }),
};
