import { defineRoute, jsonBody, jsonResponse } from '../openapi/common.js';
import { UserIdParams, UserSettings } from './settings.schemas.js';

const TAGS = ['Settings'];
const BASE = '/api/v1/settings/user';
const USER_OR_ADMIN = ['USER', 'ADMIN'] as const;
const ADMIN = ['ADMIN'] as const;

const getOwnSettingsRoute = defineRoute({
  method: 'get',
  path: `${BASE}/me`,
  tags: TAGS,
  summary: 'Read own settings',
  access: USER_OR_ADMIN,
  responses: { 200: jsonResponse(UserSettings, 'The settings, or the defaults when never saved') },
});

const updateOwnSettingsRoute = defineRoute({
  method: 'put',
  path: `${BASE}/me`,
  tags: TAGS,
  summary: 'Update own settings',
  access: USER_OR_ADMIN,
  request: { body: jsonBody(UserSettings) },
  responses: { 200: jsonResponse(UserSettings, 'The stored settings') },
});

const getUserSettingsRoute = defineRoute({
  method: 'get',
  path: `${BASE}/users/{userId}`,
  tags: TAGS,
  summary: 'Read the settings of a user holding the USER role',
  access: ADMIN,
  errors: [404],
  request: { params: UserIdParams },
  responses: { 200: jsonResponse(UserSettings, 'The settings, or the defaults when never saved') },
});

const updateUserSettingsRoute = defineRoute({
  method: 'put',
  path: `${BASE}/users/{userId}`,
  tags: TAGS,
  summary: 'Update the settings of a user holding the USER role',
  access: ADMIN,
  errors: [404],
  request: { params: UserIdParams, body: jsonBody(UserSettings) },
  responses: { 200: jsonResponse(UserSettings, 'The stored settings') },
});

const getAnonymousSettingsRoute = defineRoute({
  method: 'get',
  path: `${BASE}/anonymous`,
  tags: TAGS,
  summary: 'Read the settings of the ANONYMOUS role',
  access: 'public',
  responses: { 200: jsonResponse(UserSettings, 'The settings, or the defaults when never saved') },
});

const updateAnonymousSettingsRoute = defineRoute({
  method: 'put',
  path: `${BASE}/anonymous`,
  tags: TAGS,
  summary: 'Update the settings of the ANONYMOUS role',
  access: ADMIN,
  request: { body: jsonBody(UserSettings) },
  responses: { 200: jsonResponse(UserSettings, 'The stored settings') },
});

/** In mount order. */
export const settingsRoutes = {
  getOwn: getOwnSettingsRoute,
  updateOwn: updateOwnSettingsRoute,
  getUser: getUserSettingsRoute,
  updateUser: updateUserSettingsRoute,
  getAnonymous: getAnonymousSettingsRoute,
  updateAnonymous: updateAnonymousSettingsRoute,
};
