import { z } from '@hono/zod-openapi';
import { defineRoute, jsonBody, jsonResponse } from '../openapi/common.js';
import { UserResponse } from './users.schemas.js';

const LoginRequest = z
  .strictObject({
    username: z.string().min(1).max(255),
    password: z.string().min(1).max(1024),
  })
  .openapi('LoginRequest');

const LoginResponse = z
  .object({
    accessToken: z.string(),
    tokenType: z.literal('Bearer'),
    expiresIn: z.number().int().openapi({ description: 'Seconds until the token expires' }),
    user: UserResponse,
  })
  .openapi('LoginResponse');

export const loginRoute = defineRoute({
  method: 'post',
  path: '/api/v1/auth/login',
  tags: ['Authentication'],
  summary: 'Exchange username and password for a bearer token',
  access: 'public',
  errors: [401, 429],
  request: { body: jsonBody(LoginRequest) },
  responses: { 200: jsonResponse(LoginResponse, 'A bearer token and the user') },
});

export const meRoute = defineRoute({
  method: 'get',
  path: '/api/v1/auth/me',
  tags: ['Authentication'],
  summary: 'Read the authenticated user',
  access: 'authenticated',
  responses: { 200: jsonResponse(UserResponse, 'The authenticated user') },
});
