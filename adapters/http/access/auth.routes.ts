import { z } from '@hono/zod-openapi';
import { IdParams, jsonBody, jsonResponse, taggedRoutes } from '../openapi/common.js';
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
const route = taggedRoutes('Authentication');
const usersRoute = taggedRoutes('Users');

const SessionIdParams = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .openapi({ param: { name: 'id', in: 'path' }, example: 'c2Vzc2lvbi1pZA' }),
});

/** In mount order: `/me` before `/me/…` does not matter to Hono, but fixed paths come before `{id}`. */
export const authRoutes = {
  login: route('login', 'post', `${AUTH}/login`, {
    summary: 'Exchange username and password for an access token and a refresh token',
    access: 'public',
    description:
      'With `X-Refresh-Cookie: true` (browser clients) the refresh token comes in an HttpOnly cookie instead of the body.',
    errors: [401, 429],
    request: { headers: RefreshCookieHeaders, body: jsonBody(LoginRequest) },
    responses: { 200: jsonResponse(SessionAnswer, 'A new session: its tokens and the user') },
  }),
  refresh: route('refreshSession', 'post', `${AUTH}/refresh`, {
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
  logout: route('logout', 'post', `${AUTH}/logout`, {
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
  me: route('getMe', 'get', `${AUTH}/me`, {
    summary: 'Read the authenticated user',
    access: 'authenticated',
    responses: { 200: jsonResponse(CurrentUserResponse, 'The authenticated user and what they may do') },
  }),
  patchMe: route('patchMe', 'patch', `${AUTH}/me`, {
    summary: 'Change your own username (JSON Merge Patch)',
    description:
      'Needs a user signed in with a password: an API key is refused (403 AUTH.SIGNED_IN_USER_REQUIRED).',
    access: 'authenticated',
    errors: [403, 404, 409],
    request: { body: mergePatchBody(ProfilePatch) },
    responses: { 200: jsonResponse(CurrentUserResponse, 'The changed user') },
  }),
  changePassword: route('changeMyPassword', 'post', `${AUTH}/me/password`, {
    summary: 'Change your own password; every session ends and a new one starts',
    access: 'authenticated',
    errors: [403, 404],
    request: { headers: RefreshCookieHeaders, body: jsonBody(OwnPasswordRequest) },
    responses: { 200: jsonResponse(SessionAnswer, 'A new session: the old ones no longer work') },
  }),
  sessions: route('listMySessions', 'get', `${AUTH}/sessions`, {
    summary: 'List your live sessions, newest first',
    access: 'authenticated',
    errors: [403],
    responses: { 200: jsonResponse(z.array(SessionResponse), 'Your sessions') },
  }),
  endSession: route('endMySession', 'delete', `${AUTH}/sessions/{id}`, {
    summary: 'End one of your sessions',
    access: 'authenticated',
    errors: [403, 404],
    request: { params: SessionIdParams },
    responses: { 204: { description: 'Ended' } },
  }),
  resetPassword: usersRoute('resetUserPassword', 'post', `${AUTH}/users/{id}/password`, {
    summary: "Set a user's password; every session of theirs ends",
    access: 'users:administer',
    errors: [404],
    request: { params: IdParams, body: jsonBody(NewPasswordRequest) },
    responses: { 204: { description: 'Set' } },
  }),
  userSessions: usersRoute('listUserSessions', 'get', `${AUTH}/users/{id}/sessions`, {
    summary: "List a user's live sessions",
    access: 'users:administer',
    errors: [404],
    request: { params: IdParams },
    responses: { 200: jsonResponse(z.array(SessionResponse), 'Their sessions, newest first') },
  }),
  endUserSessions: usersRoute('endUserSessions', 'delete', `${AUTH}/users/{id}/sessions`, {
    summary: 'End every session of a user',
    access: 'users:administer',
    errors: [404],
    request: { params: IdParams },
    responses: { 204: { description: 'Ended: they sign in again' } },
  }),
};
