import { defineRoute, jsonBody, jsonResponse } from '../openapi/common.js';
import { LoginRequest, LoginResponse } from './auth.schemas.js';
import { UserResponse } from './users.schemas.js';

const loginRoute = defineRoute({
  method: 'post',
  path: '/api/v1/auth/login',
  tags: ['Authentication'],
  summary: 'Exchange username and password for a bearer token',
  access: 'public',
  errors: [401, 429],
  request: { body: jsonBody(LoginRequest) },
  responses: { 200: jsonResponse(LoginResponse, 'A bearer token and the user') },
});

const meRoute = defineRoute({
  method: 'get',
  path: '/api/v1/auth/me',
  tags: ['Authentication'],
  summary: 'Read the authenticated user',
  access: 'authenticated',
  responses: { 200: jsonResponse(UserResponse, 'The authenticated user') },
});

/** In mount order. */
export const authRoutes = {
  login: loginRoute,
  me: meRoute,
};
