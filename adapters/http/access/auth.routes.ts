import { z } from '@hono/zod-openapi';
import { defineRoute, IdParams, jsonBody, jsonResponse } from '../openapi/common.js';
import { mergePatchBody } from '../shared/merge-patch-request.js';
import {
  CurrentUserResponse,
  LoginRequest,
  NewPasswordRequest,
  OwnPasswordRequest,
  ProfilePatch,
  RefreshRequest,
  SessionAnswer,
  SessionResponse,
} from './auth.schemas.js';
import { clearRefusedRefreshCookie, RefreshCookieHeaders } from './refresh-cookie.js';

const AUTH = '/api/v1/auth';
const TAGS = ['Authentication'];

const SessionIdParams = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .openapi({ param: { name: 'id', in: 'path' }, example: 'c2Vzc2lvbi1pZA' }),
});

/** In mount order: `/me` before `/me/…` does not matter to Hono, but fixed paths come before `{id}`. */
export const authRoutes = {
  login: defineRoute({
    operationId: 'login',
    method: 'post',
    path: `${AUTH}/login`,
    tags: TAGS,
    summary: 'Exchange username and password for an access token and a refresh token',
    access: 'public',
    description:
      'With `X-Refresh-Cookie: true` (browser clients) the refresh token comes in an HttpOnly cookie instead of the body.',
    errors: [401, 429],
    request: { headers: RefreshCookieHeaders, body: jsonBody(LoginRequest) },
    responses: { 200: jsonResponse(SessionAnswer, 'A new session: its tokens and the user') },
  }),
  refresh: defineRoute({
    operationId: 'refreshSession',
    method: 'post',
    path: `${AUTH}/refresh`,
    tags: TAGS,
    summary: 'Exchange a refresh token for a new pair (the old one is used up)',
    description:
      'A refresh token presented a second time ends its whole session (401 AUTH.REFRESH_REUSED): someone else may hold it. ' +
      'With `X-Refresh-Cookie: true` and no body, the refresh token is read from the cookie login set, and the new one replaces it there.',
    access: 'public',
    errors: [401],
    request: {
      headers: RefreshCookieHeaders,
      body: { ...jsonBody(RefreshRequest, 'Required unless X-Refresh-Cookie is true'), required: false },
    },
    responses: { 200: jsonResponse(SessionAnswer, 'The same session, with new tokens') },
    middleware: [clearRefusedRefreshCookie],
  }),
  logout: defineRoute({
    operationId: 'logout',
    method: 'post',
    path: `${AUTH}/logout`,
    tags: TAGS,
    summary: 'End the current session',
    access: 'authenticated',
    errors: [403],
    request: { headers: RefreshCookieHeaders },
    responses: {
      204: {
        description:
          'Ended: its access and refresh tokens no longer work (with X-Refresh-Cookie: true, the cookie is cleared)',
      },
    },
  }),
  me: defineRoute({
    operationId: 'getMe',
    method: 'get',
    path: `${AUTH}/me`,
    tags: TAGS,
    summary: 'Read the authenticated user',
    access: 'authenticated',
    responses: { 200: jsonResponse(CurrentUserResponse, 'The authenticated user and what they may do') },
  }),
  patchMe: defineRoute({
    operationId: 'patchMe',
    method: 'patch',
    path: `${AUTH}/me`,
    tags: TAGS,
    summary: 'Change your own username (JSON Merge Patch)',
    description:
      'Needs a user signed in with a password: an API key is refused (403 AUTH.SIGNED_IN_USER_REQUIRED).',
    access: 'authenticated',
    errors: [403, 404, 409],
    request: { body: mergePatchBody(ProfilePatch) },
    responses: { 200: jsonResponse(CurrentUserResponse, 'The changed user') },
  }),
  changePassword: defineRoute({
    operationId: 'changeMyPassword',
    method: 'post',
    path: `${AUTH}/me/password`,
    tags: TAGS,
    summary: 'Change your own password; every session ends and a new one starts',
    access: 'authenticated',
    errors: [403, 404],
    request: { headers: RefreshCookieHeaders, body: jsonBody(OwnPasswordRequest) },
    responses: { 200: jsonResponse(SessionAnswer, 'A new session: the old ones no longer work') },
  }),
  sessions: defineRoute({
    operationId: 'listMySessions',
    method: 'get',
    path: `${AUTH}/sessions`,
    tags: TAGS,
    summary: 'List your live sessions, newest first',
    access: 'authenticated',
    errors: [403],
    responses: { 200: jsonResponse(z.array(SessionResponse), 'Your sessions') },
  }),
  endSession: defineRoute({
    operationId: 'endMySession',
    method: 'delete',
    path: `${AUTH}/sessions/{id}`,
    tags: TAGS,
    summary: 'End one of your sessions',
    access: 'authenticated',
    errors: [403, 404],
    request: { params: SessionIdParams },
    responses: { 204: { description: 'Ended' } },
  }),
  resetPassword: defineRoute({
    operationId: 'resetUserPassword',
    method: 'post',
    path: `${AUTH}/users/{id}/password`,
    tags: ['Users'],
    summary: "Set a user's password; every session of theirs ends",
    access: 'users:administer',
    errors: [404],
    request: { params: IdParams, body: jsonBody(NewPasswordRequest) },
    responses: { 204: { description: 'Set' } },
  }),
  userSessions: defineRoute({
    operationId: 'listUserSessions',
    method: 'get',
    path: `${AUTH}/users/{id}/sessions`,
    tags: ['Users'],
    summary: "List a user's live sessions",
    access: 'users:administer',
    errors: [404],
    request: { params: IdParams },
    responses: { 200: jsonResponse(z.array(SessionResponse), 'Their sessions, newest first') },
  }),
  endUserSessions: defineRoute({
    operationId: 'endUserSessions',
    method: 'delete',
    path: `${AUTH}/users/{id}/sessions`,
    tags: ['Users'],
    summary: 'End every session of a user',
    access: 'users:administer',
    errors: [404],
    request: { params: IdParams },
    responses: { 204: { description: 'Ended: they sign in again' } },
  }),
};
