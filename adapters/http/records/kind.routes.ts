import { z } from '@hono/zod-openapi';
import { permissionFor, type Resource } from '../../../domain/access/permission.js';
import { importedResponse, MAX_IMPORT_ROWS, PreferHeaders } from '../exchange/file-transfer.js';
import { listRoute } from '../listing/list-route.js';
import { defineRoute, jsonBody, type OperationNames } from '../openapi/common.js';

/*
 * The routes every record kind declares alike, archived or deleted: who may read and write it,
 * its list and its seed. Each is built once, when the kind's module is.
 */

/** Where a kind's records live, who may touch them, and what its operations are called. */
export interface KindSubject {
  /** e.g. `/api/v1/badge`; one record is at `<basePath>/{id}`. */
  readonly basePath: string;
  /** What its permissions are named after (docs/api/access.md#permissions). */
  readonly resource: Resource;
  /** OpenAPI tag, e.g. `Badges` */
  readonly tag: string;
  /** e.g. `badge`, in summaries and response descriptions. */
  readonly noun: string;
  /** Its operation IDs' nouns, e.g. `Badge` and `Badges` (`listBadges`). */
  readonly names: OperationNames;
}

/** The subject with its read and write permissions, as recordRouteSet takes it. */
export function withAccess<S extends KindSubject>(s: S) {
  return { ...s, read: permissionFor(s.resource, 'read'), write: permissionFor(s.resource, 'write') };
}

/** The list (docs/api/lists.md): what it lists (`active tasks`), its order without `sort`, its parameters. */
export function kindListRoute<R extends z.ZodType, Q extends z.ZodObject>(
  s: KindSubject,
  list: { readonly plural: string; readonly order: string; readonly response: R; readonly query: Q },
) {
  return listRoute({
    operationId: `list${s.names.many}`,
    path: s.basePath,
    tag: s.tag,
    access: permissionFor(s.resource, 'read'),
    plural: list.plural,
    order: list.order,
    response: list.response,
    query: list.query,
  });
}

/** What a seed takes and answers, and what the reference says of it beyond its summary. */
export interface SeedWords<E extends z.ZodType> {
  /** e.g. `badges`. */
  readonly plural: string;
  /** One element, and Swagger UI's example of one that seeds a fresh instance. */
  readonly element: E;
  readonly example: unknown;
  /** A row of the answer. */
  readonly stored: z.ZodType;
  readonly description?: string;
  readonly errors: readonly number[];
}

/** Upsert by code from a JSON array, all or nothing. */
export function seedRoute<E extends z.ZodType>(s: KindSubject, seed: SeedWords<E>) {
  return defineRoute({
    tags: [s.tag],
    method: 'post',
    operationId: `seed${s.names.many}`,
    path: `${s.basePath}/seed`,
    expensive: true,
    summary: `Upsert ${seed.plural} by code, all or nothing`,
    description: seed.description,
    access: permissionFor(s.resource, 'write'),
    errors: seed.errors,
    request: {
      headers: PreferHeaders,
      body: jsonBody(
        z
          .array(seed.element)
          .max(MAX_IMPORT_ROWS)
          .openapi({ example: [seed.example] }),
      ),
    },
    responses: { 201: importedResponse(z.array(seed.stored), `The stored ${seed.plural}, in request order`) },
  });
}
