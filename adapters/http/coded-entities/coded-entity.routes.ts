import { type RouteConfig, z } from '@hono/zod-openapi';
import { permissionFor, type Resource } from '../../../domain/access/permission.js';
import type { CodedAudit } from '../../../domain/coded-entities/coded-entity.js';
import { importedResponse, MAX_IMPORT_ROWS, PreferHeaders } from '../exchange/file-transfer.js';
import { codedListParameters } from '../listing/coded-list.parameters.js';
import { listRoute } from '../listing/list-route.js';
import { defineRoute, IdParams, jsonBody, type OperationNames } from '../openapi/common.js';
import {
  IfMatchHeaders,
  IfNoneMatchHeaders,
  NOT_MODIFIED_RESPONSE,
  taggedJsonResponse,
} from '../shared/conditional-requests.js';
import { mergePatchBody } from '../shared/merge-patch-request.js';
import type { CodedEntitySchemas } from './coded-entity.schemas.js';
import { exchangeRoutes } from './coded-entity-exchange.routes.js';

export interface CodedEntityResource<A extends CodedAudit = CodedAudit, S extends boolean = boolean> {
  /** e.g. `/api/v1/badge` */
  readonly basePath: string;
  /** What its permissions are named after (docs/api/access.md#permissions). */
  readonly resource: Resource;
  /** OpenAPI tag, e.g. `Badges` */
  readonly tag: string;
  /** e.g. `badge` */
  readonly noun: string;
  /** The kind's name in messages, e.g. `Badge` */
  readonly kindName: string;
  /** e.g. `badges`; also names the export files */
  readonly plural: string;
  /** Its operation IDs' nouns, e.g. `Badge` and `Badges` (`listBadges`). */
  readonly names: OperationNames;
  readonly schemas: CodedEntitySchemas<A>;
  /** Whether the kind has a seed route besides its imports (badges, companies; not tags, docs/api/taxonomy.md). */
  readonly seed: S;
  /** Where the kind's words differ from the kernel's. */
  readonly words?: CodedRouteWords;
}

/** What the API reference says of one kind's routes, where it differs from the kernel's words. */
export interface CodedRouteWords {
  /** The create's description. */
  readonly create?: string;
  /** What the If-Match sentence calls the resource: `one` unless told. */
  readonly subject?: string;
  /** A delete the kind refuses with a 409 (its DeleteGuard): the summary and the rule. */
  readonly guardedDelete?: { readonly summary: string; readonly rule: string };
}

const CREATE = 'A duplicate code is a 409; a blank label or an invalid code is a 400.';
const ifMatch412 = (subject = 'one') =>
  `With If-Match, ${subject} that no longer has that entity tag is a 412.`;

/**
 * The routes of the coded kinds (docs/api/badges.md#badge-and-company-operations,
 * docs/api/taxonomy.md), in mount order: the fixed paths (seed, import.*, export.*) before
 * `/{id}`, which would otherwise take `export.json` with a 400. Deletes are physical.
 */
export function codedEntityRoutes<A extends CodedAudit, const S extends boolean>(
  r: CodedEntityResource<A, S>,
) {
  const { response, create, update, patch } = r.schemas;
  const common = { tags: [r.tag] } satisfies Partial<RouteConfig>;
  const IF_MATCH_412 = ifMatch412(r.words?.subject);
  const guarded = r.words?.guardedDelete;
  return {
    list: listRoute({
      operationId: `list${r.names.many}`,
      path: r.basePath,
      tag: r.tag,
      access: permissionFor(r.resource, 'read'),
      plural: r.plural,
      order: 'code',
      response,
      query: codedListParameters({}),
    }),
    ...((r.seed ? { seed: seedRoute(r) } : {}) as S extends true ? SeedRoute : Record<never, never>),
    ...exchangeRoutes({
      basePath: r.basePath,
      resource: r.resource,
      tag: r.tag,
      plural: r.plural,
      pluralName: r.names.many,
      element: create,
      elementExample: r.schemas.examples.imported,
      csvExample: r.schemas.csv.example,
      response,
      csvColumns: r.schemas.csv.columns,
      importRule: 'upsert by code',
    }),
    create: defineRoute({
      ...common,
      operationId: `create${r.names.one}`,
      method: 'post',
      path: r.basePath,
      summary: `Create a ${r.noun}`,
      description: r.words?.create ?? CREATE,
      access: permissionFor(r.resource, 'write'),
      errors: [409],
      request: { body: jsonBody(create) },
      responses: {
        201: taggedJsonResponse(response, `The created ${r.noun}`, {
          Location: { description: `Path of the created ${r.noun}`, schema: { type: 'string' } },
        }),
      },
    }),
    get: defineRoute({
      ...common,
      operationId: `get${r.names.one}`,
      method: 'get',
      path: `${r.basePath}/{id}`,
      summary: `Read a ${r.noun}`,
      access: permissionFor(r.resource, 'read'),
      errors: [404],
      request: { params: IdParams, headers: IfNoneMatchHeaders },
      responses: { 200: taggedJsonResponse(response, `The ${r.noun}`), 304: NOT_MODIFIED_RESPONSE },
    }),
    update: defineRoute({
      ...common,
      operationId: `update${r.names.one}`,
      method: 'put',
      path: `${r.basePath}/{id}`,
      summary: `Replace the label and description of a ${r.noun}`,
      description: `An omitted description becomes null. The code cannot be changed. ${IF_MATCH_412}`,
      access: permissionFor(r.resource, 'write'),
      errors: [404, 412],
      request: { params: IdParams, headers: IfMatchHeaders, body: jsonBody(update) },
      responses: { 200: taggedJsonResponse(response, `The updated ${r.noun}`) },
    }),
    patch: defineRoute({
      ...common,
      operationId: `patch${r.names.one}`,
      method: 'patch',
      path: `${r.basePath}/{id}`,
      summary: `Change the label or description of a ${r.noun} (JSON Merge Patch)`,
      description: `Applied to the stored fields, then checked and written as a PUT body; null resets the description. ${IF_MATCH_412}`,
      access: permissionFor(r.resource, 'write'),
      errors: [404, 409, 412],
      request: { params: IdParams, headers: IfMatchHeaders, body: mergePatchBody(patch) },
      responses: { 200: taggedJsonResponse(response, `The updated ${r.noun}`) },
    }),
    delete: defineRoute({
      ...common,
      operationId: `delete${r.names.one}`,
      method: 'delete',
      path: `${r.basePath}/{id}`,
      summary: guarded?.summary ?? `Delete a ${r.noun}`,
      description: `${guarded?.rule ?? 'Removes the row; its code can be used again at once.'} ${IF_MATCH_412}`,
      access: permissionFor(r.resource, 'write'),
      errors: guarded ? [404, 409, 412] : [404, 412],
      request: { params: IdParams, headers: IfMatchHeaders },
      responses: { 204: { description: 'Deleted' } },
    }),
  };
}

/** Upsert by code from a JSON array, with the create's body as its element. */
function seedRoute(r: CodedEntityResource) {
  const { response, create } = r.schemas;
  return defineRoute({
    tags: [r.tag],
    method: 'post',
    operationId: `seed${r.names.many}`,
    path: `${r.basePath}/seed`,
    expensive: true,
    summary: `Upsert ${r.plural} by code, all or nothing`,
    description:
      'An existing code gets its label and description replaced; a new code is created. An invalid element is a 400 naming its index; nothing is stored.',
    access: permissionFor(r.resource, 'write'),
    errors: [413],
    request: {
      headers: PreferHeaders,
      body: jsonBody(
        z
          .array(create)
          .max(MAX_IMPORT_ROWS)
          .openapi({ example: [r.schemas.examples.create] }),
      ),
    },
    responses: { 201: importedResponse(z.array(response), `The stored ${r.plural}, in request order`) },
  });
}

type SeedRoute = { readonly seed: ReturnType<typeof seedRoute> };
