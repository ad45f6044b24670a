import { defineRoute, jsonBody } from '../openapi/common.js';
import {
  IfMatchHeaders,
  IfNoneMatchHeaders,
  NOT_MODIFIED_RESPONSE,
  taggedJsonResponse,
} from '../shared/conditional-requests.js';
import { mergePatchBody } from '../shared/merge-patch-request.js';
import { UserIdParams, UserSettings, UserSettingsPatch } from './settings.schemas.js';

const TAGS = ['Settings'];
const BASE = '/api/v1/settings/user';
const IF_MATCH_412 = 'With If-Match, settings that no longer have that entity tag are a 412.';
const READ = 'The settings, or the defaults when never saved';
const STORED = 'The stored settings';
const PATCHED = 'Applied to the stored settings, then checked and written as a PUT body.';

const getOwnSettingsRoute = defineRoute({
  operationId: 'getMySettings',
  method: 'get',
  path: `${BASE}/me`,
  tags: TAGS,
  summary: 'Read own settings',
  access: 'settings:own',
  request: { headers: IfNoneMatchHeaders },
  responses: { 200: taggedJsonResponse(UserSettings, READ), 304: NOT_MODIFIED_RESPONSE },
});

const updateOwnSettingsRoute = defineRoute({
  operationId: 'updateMySettings',
  method: 'put',
  path: `${BASE}/me`,
  tags: TAGS,
  summary: 'Update own settings',
  description: IF_MATCH_412,
  access: 'settings:own',
  errors: [412],
  request: { headers: IfMatchHeaders, body: jsonBody(UserSettings) },
  responses: { 200: taggedJsonResponse(UserSettings, STORED) },
});

const getUserSettingsRoute = defineRoute({
  operationId: 'getUserSettings',
  method: 'get',
  path: `${BASE}/users/{userId}`,
  tags: TAGS,
  summary: 'Read the settings of a user holding the USER role',
  access: 'settings:administer',
  errors: [404],
  request: { params: UserIdParams, headers: IfNoneMatchHeaders },
  responses: { 200: taggedJsonResponse(UserSettings, READ), 304: NOT_MODIFIED_RESPONSE },
});

const updateUserSettingsRoute = defineRoute({
  operationId: 'updateUserSettings',
  method: 'put',
  path: `${BASE}/users/{userId}`,
  tags: TAGS,
  summary: 'Update the settings of a user holding the USER role',
  description: IF_MATCH_412,
  access: 'settings:administer',
  errors: [404, 412],
  request: { params: UserIdParams, headers: IfMatchHeaders, body: jsonBody(UserSettings) },
  responses: { 200: taggedJsonResponse(UserSettings, STORED) },
});

const getAnonymousSettingsRoute = defineRoute({
  operationId: 'getAnonymousSettings',
  method: 'get',
  path: `${BASE}/anonymous`,
  tags: TAGS,
  summary: 'Read the settings of the ANONYMOUS role',
  access: 'public',
  request: { headers: IfNoneMatchHeaders },
  responses: { 200: taggedJsonResponse(UserSettings, READ), 304: NOT_MODIFIED_RESPONSE },
});

const updateAnonymousSettingsRoute = defineRoute({
  operationId: 'updateAnonymousSettings',
  method: 'put',
  path: `${BASE}/anonymous`,
  tags: TAGS,
  summary: 'Update the settings of the ANONYMOUS role',
  description: IF_MATCH_412,
  access: 'settings:administer',
  errors: [412],
  request: { headers: IfMatchHeaders, body: jsonBody(UserSettings) },
  responses: { 200: taggedJsonResponse(UserSettings, STORED) },
});

const patchOwnSettingsRoute = defineRoute({
  operationId: 'patchMySettings',
  method: 'patch',
  path: `${BASE}/me`,
  tags: TAGS,
  summary: 'Change own settings (JSON Merge Patch)',
  description: `${PATCHED} ${IF_MATCH_412}`,
  access: 'settings:own',
  errors: [409, 412],
  request: { headers: IfMatchHeaders, body: mergePatchBody(UserSettingsPatch) },
  responses: { 200: taggedJsonResponse(UserSettings, STORED) },
});

const patchUserSettingsRoute = defineRoute({
  operationId: 'patchUserSettings',
  method: 'patch',
  path: `${BASE}/users/{userId}`,
  tags: TAGS,
  summary: 'Change the settings of a user holding the USER role (JSON Merge Patch)',
  description: `${PATCHED} ${IF_MATCH_412}`,
  access: 'settings:administer',
  errors: [404, 409, 412],
  request: { params: UserIdParams, headers: IfMatchHeaders, body: mergePatchBody(UserSettingsPatch) },
  responses: { 200: taggedJsonResponse(UserSettings, STORED) },
});

const patchAnonymousSettingsRoute = defineRoute({
  operationId: 'patchAnonymousSettings',
  method: 'patch',
  path: `${BASE}/anonymous`,
  tags: TAGS,
  summary: 'Change the settings of the ANONYMOUS role (JSON Merge Patch)',
  description: `${PATCHED} ${IF_MATCH_412}`,
  access: 'settings:administer',
  errors: [409, 412],
  request: { headers: IfMatchHeaders, body: mergePatchBody(UserSettingsPatch) },
  responses: { 200: taggedJsonResponse(UserSettings, STORED) },
});

/** In mount order. */
export const settingsRoutes = {
  getOwn: getOwnSettingsRoute,
  updateOwn: updateOwnSettingsRoute,
  patchOwn: patchOwnSettingsRoute,
  getUser: getUserSettingsRoute,
  updateUser: updateUserSettingsRoute,
  patchUser: patchUserSettingsRoute,
  getAnonymous: getAnonymousSettingsRoute,
  updateAnonymous: updateAnonymousSettingsRoute,
  patchAnonymous: patchAnonymousSettingsRoute,
};
