import type { z } from '@hono/zod-openapi';
import type { Access } from '../auth.middleware.js';
import {
  BulkResult,
  defineRoute,
  IdParams,
  IdsBody,
  jsonBody,
  jsonResponse,
  type OperationNames,
} from '../openapi/common.js';
import {
  IfMatchHeaders,
  IfNoneMatchHeaders,
  NOT_MODIFIED_RESPONSE,
  taggedJsonResponse,
} from './conditional-requests.js';
import { mergePatchBody } from './merge-patch-request.js';

/*
 * The routes every record resource declares the same way, the twins of record-handlers.ts: a
 * create with its Location, a read with its ETag or a 304, a PUT and a JSON Merge Patch guarded
 * by If-Match, a DELETE, and a delete of the selected ones. Every record kind, users and roles
 * build theirs here; what differs between them is words, errors and access.
 */

/** What the reference says of one route, and the errors it answers beyond every route's. */
export interface RouteWords {
  readonly summary: string;
  readonly description?: string;
  readonly errors: readonly number[];
}

/** Where a resource lives, who may read and write it, and what its operations are called. */
export interface RecordRouteSubject {
  /** e.g. `/api/v1/badge`; one record is at `<basePath>/{id}`. */
  readonly basePath: string;
  /** OpenAPI tag, e.g. `Badges` */
  readonly tag: string;
  /** e.g. `badge`, in summaries and response descriptions. */
  readonly noun: string;
  readonly names: OperationNames;
  readonly read: Access;
  readonly write: Access;
}

/** A resource's body and response schemas, and its words where they are its own. */
export interface RecordRouteSet<
  C extends z.ZodType,
  U extends z.ZodType,
  P extends z.ZodType,
  R extends z.ZodType,
> extends RecordRouteSubject {
  readonly schemas: { readonly create: C; readonly update: U; readonly patch: P; readonly response: R };
  /** `Create a <noun>`, a 409 and `Path of the created <noun>` unless told. */
  readonly create?: Partial<RouteWords> & { readonly location?: string };
  /** The read's summary: `Read a <noun>` unless told. */
  readonly get?: string;
  readonly update: RouteWords;
  readonly patch: RouteWords;
  /** What the DELETE's 204 says was done (`Deleted`, `Archived`), and its operation ID where it is not `delete<Name>`. */
  readonly delete: RouteWords & { readonly done: string; readonly operationId?: string };
}

/** The create, read, PUT, PATCH and DELETE of one resource, in that order. */
export function recordRouteSet<
  C extends z.ZodType,
  U extends z.ZodType,
  P extends z.ZodType,
  R extends z.ZodType,
>(r: RecordRouteSet<C, U, P, R>) {
  const { create, update, patch, response } = r.schemas;
  const one = { tags: [r.tag], path: `${r.basePath}/{id}` };
  const { done, ...deleteWords } = r.delete;
  return {
    create: defineRoute({
      tags: [r.tag],
      operationId: `create${r.names.one}`,
      method: 'post',
      path: r.basePath,
      summary: r.create?.summary ?? `Create a ${r.noun}`,
      description: r.create?.description,
      access: r.write,
      errors: r.create?.errors ?? [409],
      request: { body: jsonBody(create) },
      responses: {
        201: taggedJsonResponse(response, `The created ${r.noun}`, {
          Location: {
            description: r.create?.location ?? `Path of the created ${r.noun}`,
            schema: { type: 'string' },
          },
        }),
      },
    }),
    get: defineRoute({
      ...one,
      operationId: `get${r.names.one}`,
      method: 'get',
      summary: r.get ?? `Read a ${r.noun}`,
      access: r.read,
      errors: [404],
      request: { params: IdParams, headers: IfNoneMatchHeaders },
      responses: { 200: taggedJsonResponse(response, `The ${r.noun}`), 304: NOT_MODIFIED_RESPONSE },
    }),
    update: defineRoute({
      ...one,
      ...r.update,
      operationId: `update${r.names.one}`,
      method: 'put',
      access: r.write,
      request: { params: IdParams, headers: IfMatchHeaders, body: jsonBody(update) },
      responses: { 200: taggedJsonResponse(response, `The updated ${r.noun}`) },
    }),
    patch: defineRoute({
      ...one,
      ...r.patch,
      operationId: `patch${r.names.one}`,
      method: 'patch',
      access: r.write,
      request: { params: IdParams, headers: IfMatchHeaders, body: mergePatchBody(patch) },
      responses: { 200: taggedJsonResponse(response, `The updated ${r.noun}`) },
    }),
    delete: defineRoute({
      ...one,
      operationId: `delete${r.names.one}`,
      ...deleteWords,
      method: 'delete',
      access: r.write,
      request: { params: IdParams, headers: IfMatchHeaders },
      responses: { 204: { description: done } },
    }),
  };
}

/** A delete (or archive) of the selected records in one transaction, answering what was done and what skipped. */
export function selectedRoute(
  r: RecordRouteSubject,
  words: {
    readonly operationId: string;
    readonly summary: string;
    readonly description?: string;
    readonly done: string;
  },
) {
  const { done, ...rest } = words;
  return defineRoute({
    ...rest,
    tags: [r.tag],
    method: 'post',
    path: `${r.basePath}/delete-selected`,
    access: r.write,
    request: { body: jsonBody(IdsBody) },
    responses: { 200: jsonResponse(BulkResult, done) },
  });
}
