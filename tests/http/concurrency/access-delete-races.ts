import { Secret, TOTP } from 'otpauth';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import type { TestApp } from '../../support/test-app.js';
import { after, at, before, createdId, type DeleteRace, stored } from './delete-race.js';

/** Races of user and role writes with the delete of a role or a user they name. */
const ROLES = '/api/v1/auth/roles';
const USERS = '/api/v1/auth/users';

/** A role nobody holds yet; its code is unique to the run. */
async function aRole(t: TestApp, admin: string, unique: string) {
  const code = `R_${unique.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
  const id = await createdId(t, admin, ROLES, { code, label: code });
  return {
    code,
    remove: () => t.request('DELETE', `${ROLES}/${id}`, { token: admin }),
    exists: async () => (await stored(t).roles.findById(id)) !== undefined,
    held: async () => (await stored(t).users.countWithRole(code)) > 0,
  };
}

const roleAnswers = {
  removeAnswers: { 204: null, 409: 'ROLE.IN_USE' },
  removeDeletes: at('roles', 'delete'),
  writeChecked: after('roles', 'findByCodes'),
} as const;

const userGone = {
  removeAnswers: { 204: null },
  removeDeletes: at('users', 'delete'),
} as const;

/** A USER to delete, and what of them is stored. */
async function aUser(t: TestApp, admin: string, unique: string) {
  const user = await t.createUser({ username: `user-${unique}`, roles: ['USER'] });
  return {
    user,
    remove: () => t.request('DELETE', `${USERS}/${user.id}`, { token: admin }),
    exists: async () => (await stored(t).users.findById(user.id)) !== undefined,
    hasSettings: async () => (await stored(t).settings.findForUser(user.id)) !== undefined,
  };
}

/** A USER whose second factor is set up (not yet confirmed), with the code their app shows now. */
async function anEnrollingUser(t: TestApp, admin: string, unique: string) {
  const target = await aUser(t, admin, unique);
  const token = await target.user.token();
  const started = await t.request('POST', '/api/v1/auth/me/totp', { token });
  if (started.status !== 201) throw new Error(`POST /api/v1/auth/me/totp: ${started.status}`);
  const { secret } = (await started.json()) as { secret: string };
  const app = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return { ...target, token, code: app.generate() };
}

/** Whether the user has a session not ended (as of the epoch, so none has expired): a delete removes them with the user. */
const hasSessions = (t: TestApp, userId: number) => async () =>
  (await stored(t).sessions.listLiveFor(userId, instantFromMicros(0))).length > 0;

export const ACCESS_RACES: DeleteRace[] = [
  {
    write: 'a user creates an API key',
    remove: 'delete the user',
    foreignKey: 'api_keys.user_id',
    // Deleted before the request is authenticated: 401; after, before the key is stored: 404.
    writeAnswers: { 201: null, 401: 'AUTH.UNAUTHENTICATED', 404: 'USER.NOT_FOUND' },
    writeChecked: before('apiKeys', 'create'),
    writeWrites: at('apiKeys', 'create'),
    ...userGone,
    async stage(t, admin, unique) {
      const { user, remove, exists } = await aUser(t, admin, unique);
      const token = await user.token();
      return {
        write: () =>
          t.request('POST', '/api/v1/auth/api-keys', {
            token,
            json: { name: 'script', permissions: ['tasks:read'] },
          }),
        remove,
        referencedExists: exists,
        linked: async () => (await stored(t).apiKeys.listFor(user.id)).length > 0,
      };
    },
  },
  {
    write: 'a user logs in (a session is stored)',
    remove: 'delete the user',
    foreignKey: 'sessions.user_id',
    // Deleted before the password is compared, or before the session is stored: a failed login.
    writeAnswers: { 200: null, 401: 'AUTH.INVALID_CREDENTIALS' },
    writeChecked: before('sessions', 'create'),
    writeWrites: at('sessions', 'create'),
    ...userGone,
    async stage(t, admin, unique) {
      const { user, remove, exists } = await aUser(t, admin, unique);
      return {
        write: () =>
          t.request('POST', '/api/v1/auth/login', {
            json: { username: user.username, password: user.password },
          }),
        remove,
        referencedExists: exists,
        linked: hasSessions(t, user.id),
      };
    },
  },
  {
    write: 'a client refreshes its session (a refresh token is stored)',
    remove: 'delete the user (and their sessions)',
    foreignKey: 'refresh_tokens.session_id',
    writeAnswers: { 200: null, 401: 'AUTH.INVALID_REFRESH_TOKEN' },
    writeChecked: before('sessions', 'rotate'),
    writeWrites: at('sessions', 'rotate'),
    ...userGone,
    async stage(t, admin, unique) {
      const { user, remove, exists } = await aUser(t, admin, unique);
      const login = await t.request('POST', '/api/v1/auth/login', {
        json: { username: user.username, password: user.password },
      });
      const { refreshToken } = (await login.json()) as { refreshToken: string };
      return {
        write: () => t.request('POST', '/api/v1/auth/refresh', { json: { refreshToken } }),
        remove,
        referencedExists: exists,
        linked: hasSessions(t, user.id),
      };
    },
  },
  {
    write: 'a user starts setting up a second factor',
    remove: 'delete the user',
    foreignKey: 'second_factors.user_id',
    // Deleted before the request is authenticated: 401; after, before the write: 404.
    writeAnswers: { 201: null, 401: 'AUTH.UNAUTHENTICATED', 404: 'USER.NOT_FOUND' },
    writeChecked: before('secondFactors', 'start'),
    writeWrites: at('secondFactors', 'start'),
    ...userGone,
    async stage(t, admin, unique) {
      const { user, remove, exists } = await aUser(t, admin, unique);
      const token = await user.token();
      return {
        write: () => t.request('POST', '/api/v1/auth/me/totp', { token }),
        remove,
        referencedExists: exists,
        linked: async () => (await stored(t).secondFactors.find(user.id)) !== undefined,
      };
    },
  },
  {
    write: 'a user confirms their second factor (recovery codes stored)',
    remove: 'delete the user',
    foreignKey: 'recovery_codes.user_id',
    writeAnswers: { 200: null, 401: 'AUTH.UNAUTHENTICATED', 409: 'TOTP.NOT_STARTED' },
    writeChecked: before('secondFactors', 'confirm'),
    writeWrites: at('secondFactors', 'confirm'),
    ...userGone,
    async stage(t, admin, unique) {
      const { user, remove, exists, token, code } = await anEnrollingUser(t, admin, unique);
      return {
        write: () => t.request('POST', '/api/v1/auth/me/totp/confirm', { token, json: { code } }),
        remove,
        referencedExists: exists,
        linked: async () => (await stored(t).secondFactors.unusedRecoveryCodes(user.id)) > 0,
      };
    },
  },
  {
    write: 'give role R permissions',
    remove: 'delete role R',
    foreignKey: 'role_permissions.role_id',
    writeAnswers: { 200: null, 404: 'ROLE.NOT_FOUND' },
    writeChecked: before('roles', 'update'),
    writeWrites: at('roles', 'update'),
    removeAnswers: { 204: null },
    removeDeletes: at('roles', 'delete'),
    async stage(t, admin, unique) {
      const role = await aRole(t, admin, unique);
      const id = (await stored(t).roles.findByCodes([role.code]))[0]!.id;
      return {
        write: () =>
          t.request('PUT', `${ROLES}/${id}`, {
            token: admin,
            json: { label: role.code, permissions: ['tasks:read', 'tasks:write'] },
          }),
        remove: role.remove,
        referencedExists: role.exists,
        linked: async () => ((await stored(t).roles.findById(id))?.permissions.length ?? 0) > 0,
      };
    },
  },
  {
    write: 'create a user holding role R',
    remove: 'delete role R',
    foreignKey: 'user_roles.role_id',
    writeAnswers: { 201: null, 400: 'USER.UNKNOWN_ROLE' },
    writeWrites: at('users', 'insert'),
    ...roleAnswers,
    async stage(t, admin, unique) {
      const role = await aRole(t, admin, unique);
      return {
        write: () =>
          t.request('POST', USERS, {
            token: admin,
            json: { username: `new-${unique}`, password: 'password-1', roles: ['USER', role.code] },
          }),
        remove: role.remove,
        referencedExists: role.exists,
        linked: role.held,
      };
    },
  },
  {
    write: 'give a user role R',
    remove: 'delete role R',
    foreignKey: 'user_roles.role_id',
    writeAnswers: { 200: null, 400: 'USER.UNKNOWN_ROLE' },
    writeWrites: at('users', 'update'),
    ...roleAnswers,
    async stage(t, admin, unique) {
      const role = await aRole(t, admin, unique);
      const user = await t.createUser({ username: `user-${unique}`, roles: ['USER'] });
      return {
        write: () =>
          t.request('PUT', `${USERS}/${user.id}`, {
            token: admin,
            json: { username: user.username, enabled: true, roles: ['USER', role.code] },
          }),
        remove: role.remove,
        referencedExists: role.exists,
        linked: role.held,
      };
    },
  },
  {
    write: "change a user's roles",
    remove: 'delete the user',
    foreignKey: 'user_roles.user_id',
    writeAnswers: { 200: null, 404: 'USER.NOT_FOUND' },
    writeChecked: before('users', 'update'),
    writeWrites: at('users', 'update'),
    ...userGone,
    async stage(t, admin, unique) {
      const role = await aRole(t, admin, unique);
      const { user, remove, exists } = await aUser(t, admin, unique);
      return {
        write: () =>
          t.request('PUT', `${USERS}/${user.id}`, {
            token: admin,
            json: { username: user.username, enabled: true, roles: ['USER', role.code] },
          }),
        remove,
        referencedExists: exists,
        linked: role.held,
      };
    },
  },
  {
    write: "an admin saves a user's settings",
    remove: 'delete the user',
    foreignKey: 'user_settings.user_id',
    writeAnswers: { 200: null, 404: 'SETTINGS.USER_NOT_FOUND' },
    writeChecked: before('settings', 'saveForUser'),
    writeWrites: at('settings', 'saveForUser'),
    ...userGone,
    async stage(t, admin, unique) {
      const { user, remove, exists, hasSettings } = await aUser(t, admin, unique);
      return {
        write: () =>
          t.request('PUT', `/api/v1/settings/user/users/${user.id}`, {
            token: admin,
            json: { viewMode: 'dark' },
          }),
        remove,
        referencedExists: exists,
        linked: hasSettings,
      };
    },
  },
  {
    write: 'a user saves their own settings',
    remove: 'delete the user',
    foreignKey: 'user_settings.user_id',
    // Deleted first, the user is no longer authenticated.
    writeAnswers: { 200: null, 401: 'AUTH.UNAUTHENTICATED' },
    writeChecked: before('settings', 'saveForUser'),
    writeWrites: at('settings', 'saveForUser'),
    ...userGone,
    async stage(t, admin, unique) {
      const { user, remove, exists, hasSettings } = await aUser(t, admin, unique);
      const token = await user.token();
      return {
        write: () => t.request('PUT', '/api/v1/settings/user/me', { token, json: { viewMode: 'dark' } }),
        remove,
        referencedExists: exists,
        linked: hasSettings,
      };
    },
  },
];
