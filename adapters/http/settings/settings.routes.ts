import type { Access } from '../auth.middleware.js';
import { defineRoute, jsonBody } from '../openapi/common.js';
import {
  IfMatchHeaders,
  IfNoneMatchHeaders,
  NOT_MODIFIED_RESPONSE,
  taggedJsonResponse,
} from '../shared/conditional-requests.js';
import { mergePatchBody } from '../shared/merge-patch-request.js';
import { UserIdParams, UserSettings, UserSettingsPatch } from './settings.schemas.js';

const BASE = '/api/v1/settings/user';
const IF_MATCH_412 = 'With If-Match, settings that no longer have that entity tag are a 412.';
const STORED = taggedJsonResponse(UserSettings, 'The stored settings');
const PATCHED = 'Applied to the stored settings, then checked and written as a PUT body.';

/** Whose settings a path holds: its operation IDs' noun, who may read and write them, its path parameters. */
interface SettingsOwner<P extends object> {
  /** e.g. `My`: `getMySettings`. */
  readonly name: string;
  readonly path: string;
  /** e.g. `own settings`: `Read own settings`. */
  readonly whose: string;
  readonly read: Access;
  readonly write: Access;
  /** The path parameters, when the path names a user (and a user that does not exist is a 404). */
  readonly params: P;
  readonly errors: readonly number[];
}

/** The read, PUT and JSON Merge Patch of one owner's settings, in mount order. */
function settingsOf<P extends object>(o: SettingsOwner<P>) {
  const common = { tags: ['Settings'], path: `${BASE}/${o.path}` };
  return {
    get: defineRoute({
      ...common,
      operationId: `get${o.name}Settings`,
      method: 'get',
      summary: `Read ${o.whose}`,
      access: o.read,
      errors: o.errors,
      request: { ...o.params, headers: IfNoneMatchHeaders },
      responses: {
        200: taggedJsonResponse(UserSettings, 'The settings, or the defaults when never saved'),
        304: NOT_MODIFIED_RESPONSE,
      },
    }),
    update: defineRoute({
      ...common,
      operationId: `update${o.name}Settings`,
      method: 'put',
      summary: `Update ${o.whose}`,
      description: IF_MATCH_412,
      access: o.write,
      errors: [...o.errors, 412],
      request: { ...o.params, headers: IfMatchHeaders, body: jsonBody(UserSettings) },
      responses: { 200: STORED },
    }),
    patch: defineRoute({
      ...common,
      operationId: `patch${o.name}Settings`,
      method: 'patch',
      summary: `Change ${o.whose} (JSON Merge Patch)`,
      description: `${PATCHED} ${IF_MATCH_412}`,
      access: o.write,
      errors: [...o.errors, 409, 412],
      request: { ...o.params, headers: IfMatchHeaders, body: mergePatchBody(UserSettingsPatch) },
      responses: { 200: STORED },
    }),
  };
}

const own = settingsOf({
  name: 'My',
  path: 'me',
  whose: 'own settings',
  read: 'settings:own',
  write: 'settings:own',
  params: {},
  errors: [],
});
const user = settingsOf({
  name: 'User',
  path: 'users/{userId}',
  whose: 'the settings of a user holding the USER role',
  read: 'settings:administer',
  write: 'settings:administer',
  params: { params: UserIdParams },
  errors: [404],
});
const anonymous = settingsOf({
  name: 'Anonymous',
  path: 'anonymous',
  whose: 'the settings of the ANONYMOUS role',
  read: 'public',
  write: 'settings:administer',
  params: {},
  errors: [],
});

interface OwnerSet {
  readonly get: unknown;
  readonly update: unknown;
  readonly patch: unknown;
}

type Named<S extends OwnerSet, Owner extends string> = {
  readonly [K in keyof OwnerSet as `${K}${Owner}`]: S[K];
};

/** Each owner's read, PUT and PATCH under the names the routes and handlers share, in mount order. */
export function byOwner<O extends OwnerSet, U extends OwnerSet, A extends OwnerSet>(
  own: O,
  user: U,
  anonymous: A,
): Named<O, 'Own'> & Named<U, 'User'> & Named<A, 'Anonymous'> {
  return {
    getOwn: own.get,
    updateOwn: own.update,
    patchOwn: own.patch,
    getUser: user.get,
    updateUser: user.update,
    patchUser: user.patch,
    getAnonymous: anonymous.get,
    updateAnonymous: anonymous.update,
    patchAnonymous: anonymous.patch,
  };
}

/** In mount order. */
export const settingsRoutes = byOwner(own, user, anonymous);
