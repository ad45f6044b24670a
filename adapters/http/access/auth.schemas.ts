import { z } from '@hono/zod-openapi';
import { UserResponse } from './users.schemas.js';

export const LoginRequest = z
  .strictObject({
    username: z.string().min(1).max(255),
    password: z.string().min(1).max(1024),
    oneTimeCode: z.string().max(16).optional().openapi({
      description:
        'Only for accounts with a second factor: the six digits of the authenticator app, or a recovery code',
    }),
  })
  .openapi('LoginRequest', { example: { username: 'admin', password: 'the administrator password' } });

export const LoginResponse = z
  .object({
    accessToken: z.string(),
    tokenType: z.literal('Bearer'),
    expiresIn: z.number().int().openapi({ description: 'Seconds until the token expires' }),
    user: UserResponse,
  })
  .openapi('LoginResponse');
