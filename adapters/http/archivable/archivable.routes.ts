import { type RouteConfig, z } from '@hono/zod-openapi';
import { permissionFor } from '../../../domain/access/permission.js';
import { importedResponse, MAX_IMPORT_ROWS, PreferHeaders } from '../exchange/file-transfer.js';
import type { RecordCsvFormat } from '../exchange/record-csv.js';
import { BulkResult, defineRoute, IdParams, IdsBody, jsonBody, jsonResponse } from '../openapi/common.js';
import {
  IfMatchHeaders,
  IfNoneMatchHeaders,
  NOT_MODIFIED_RESPONSE,
  taggedJsonResponse,
} from '../shared/conditional-requests.js';
import { mergePatchBody } from '../shared/merge-patch-request.js';
import type { ArchivableSchemas } from './archivable-bodies.js';
import { type ExchangeExtras, exchangeRoutes } from './archivable-exchange.routes.js';
import { printRoutes } from './archivable-print.routes.js';

/** The seven lifecycle routes besides the list shared by tasks and template objects (docs/api/tasks.md#task-operations). */
export function archivableRoutes<C extends z.ZodType, U extends z.ZodType, R extends z.ZodType>(
  s: ArchivableSchemas<C, U, R>,
) {
  const list = z.array(s.response);
  const common = { tags: [s.tag] } satisfies Partial<RouteConfig>;
  return {
    get: defineRoute({
      ...common,
      operationId: `get${s.names.one}`,
      method: 'get',
      path: `${s.basePath}/{id}`,
      summary: `Read one active ${s.noun}`,
      access: permissionFor(s.resource, 'read'),
      errors: [404],
      request: { params: IdParams, headers: IfNoneMatchHeaders },
      responses: { 200: taggedJsonResponse(s.response, `The ${s.noun}`), 304: NOT_MODIFIED_RESPONSE },
    }),
    create: defineRoute({
      ...common,
      operationId: `create${s.names.one}`,
      method: 'post',
      path: s.basePath,
      summary: `Create a ${s.noun}`,
      access: permissionFor(s.resource, 'write'),
      errors: [409],
      request: { body: jsonBody(s.create) },
      responses: {
        201: taggedJsonResponse(s.response, `The created ${s.noun}`, {
          Location: { schema: { type: 'string' }, description: `URL of the new ${s.noun}` },
        }),
      },
    }),
    update: defineRoute({
      ...common,
      operationId: `update${s.names.one}`,
      method: 'put',
      path: `${s.basePath}/{id}`,
      summary: `Replace the mutable fields of a ${s.noun}`,
      description:
        'A stale writer (the record changed or was archived since it was read) gets 409; with If-Match, a record that no longer has that entity tag is a 412.',
      access: permissionFor(s.resource, 'write'),
      errors: [404, 409, 412],
      request: { params: IdParams, headers: IfMatchHeaders, body: jsonBody(s.update) },
      responses: { 200: taggedJsonResponse(s.response, `The updated ${s.noun}`) },
    }),
    patch: defineRoute({
      ...common,
      operationId: `patch${s.names.one}`,
      method: 'patch',
      path: `${s.basePath}/{id}`,
      summary: `Change some fields of a ${s.noun} (JSON Merge Patch)`,
      description:
        'The patch is applied to the stored fields and the result is checked and written as a PUT body; null resets a field to its PUT default. With If-Match, a record that no longer has that entity tag is a 412.',
      access: permissionFor(s.resource, 'write'),
      errors: [404, 409, 412],
      request: { params: IdParams, headers: IfMatchHeaders, body: mergePatchBody(s.patch) },
      responses: { 200: taggedJsonResponse(s.response, `The updated ${s.noun}`) },
    }),
    archive: defineRoute({
      ...common,
      operationId: `archive${s.names.one}`,
      method: 'delete',
      path: `${s.basePath}/{id}`,
      summary: `Archive a ${s.noun}`,
      description: 'With If-Match, a record that no longer has that entity tag is a 412 and stays active.',
      access: permissionFor(s.resource, 'write'),
      errors: [404, 412],
      request: { params: IdParams, headers: IfMatchHeaders },
      responses: { 204: { description: 'Archived' } },
    }),
    archiveSelected: defineRoute({
      ...common,
      method: 'post',
      operationId: `archiveSelected${s.names.many}`,
      path: `${s.basePath}/delete-selected`,
      summary: `Archive the selected ${s.noun}s in one transaction`,
      access: permissionFor(s.resource, 'write'),
      request: { body: jsonBody(IdsBody) },
      responses: { 200: jsonResponse(BulkResult, 'Archived IDs, and the unknown or already archived ones') },
    }),
    seed: defineRoute({
      ...common,
      method: 'post',
      operationId: `seed${s.names.many}`,
      path: `${s.basePath}/seed`,
      expensive: true,
      summary: `Upsert ${s.noun}s by code, all or nothing`,
      access: permissionFor(s.resource, 'write'),
      errors: [409],
      request: {
        headers: PreferHeaders,
        body: jsonBody(
          z
            .array(s.create)
            .max(MAX_IMPORT_ROWS)
            .openapi({ example: [s.example] }),
        ),
      },
      responses: { 201: importedResponse(list, `The stored ${s.noun}s, in request order`) },
    }),
  };
}

/**
 * Every route of one kind of archivable record, in mount order: import, export and print
 * first, since the `{id}` routes would claim `export.json` and `print.pdf` with a 400.
 */
export function recordRoutes<
  C extends z.ZodType,
  U extends z.ZodType,
  R extends z.ZodType,
  E extends z.ZodType = C,
>(
  s: ArchivableSchemas<C, U, R>,
  csv: Pick<RecordCsvFormat<unknown, unknown>, 'header' | 'columns' | 'example'>,
  extras?: ExchangeExtras<E>,
) {
  const print = printRoutes(s);
  return {
    ...exchangeRoutes(s, csv, extras),
    printAll: print.all,
    printOne: print.one,
    printSelected: print.selected,
    ...archivableRoutes(s),
  };
}
