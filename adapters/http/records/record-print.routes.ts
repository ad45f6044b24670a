import { z } from '@hono/zod-openapi';
import { permissionFor } from '../../../domain/access/permission.js';
import { defineRoute, IdParams, jsonBody } from '../openapi/common.js';
import { limitPrints } from '../print-limits.js';
import type { KindSubject } from './kind.routes.js';

/** docs/api/printing.md#selection: a selection names 1 to 1000 positive IDs. */
export const MAX_PRINT_SELECTION = 1000;

export const PrintSelection = z
  .strictObject({
    ids: z
      .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
      .min(1)
      .max(MAX_PRINT_SELECTION)
      .openapi({ description: `1 to ${MAX_PRINT_SELECTION} positive IDs; duplicates print once` }),
  })
  .openapi('PrintSelection', { example: { ids: [1] } });

export const PrintLayoutQuery = z.object({
  layout: z
    .enum(['record', 'table'])
    .optional()
    .openapi({
      param: { name: 'layout', in: 'query' },
      description:
        '`record` (the default): a page per record with all its fields. `table`: landscape pages, a row per record with the columns a reader scans.',
    }),
});

const pdfResponse = (description: string) => ({
  description,
  headers: z.object({
    'Content-Disposition': z.string().openapi({ example: 'inline; filename="tasks.pdf"' }),
    'Cache-Control': z.string().openapi({ example: 'no-store' }),
  }),
  content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
});

/**
 * PDF printouts (docs/api/printing.md#record-printouts): A4, a new page per record ordered by code. 422 when a text holds
 * a character no bundled font can render; 503 (with Retry-After) while too many
 * printouts are queued.
 */
export function printRoutes(s: KindSubject) {
  const common = {
    tags: [s.tag],
    access: permissionFor(s.resource, 'print'),
    expensive: true,
    middleware: [limitPrints()],
  };
  return {
    printAll: defineRoute({
      ...common,
      errors: [413, 422, 503],
      method: 'get',
      operationId: `printAll${s.names.many}`,
      path: `${s.basePath}/print.pdf`,
      summary: `PDF of every active ${s.noun}, ordered by code`,
      description:
        'More records than the layout allows in one document is a 413 `PRINT.TOO_LARGE`, answered before any is read.',
      request: { query: PrintLayoutQuery },
      responses: { 200: pdfResponse(`The printout; one stating there are none when there are none`) },
    }),
    printOne: defineRoute({
      ...common,
      errors: [404, 422, 503],
      method: 'get',
      operationId: `print${s.names.one}`,
      path: `${s.basePath}/{id}/print.pdf`,
      summary: `PDF of one active ${s.noun}`,
      request: { params: IdParams },
      responses: { 200: pdfResponse('The printout') },
    }),
    printSelected: defineRoute({
      ...common,
      errors: [404, 413, 422, 503],
      method: 'post',
      operationId: `printSelected${s.names.many}`,
      path: `${s.basePath}/print-selected.pdf`,
      writes: false,
      summary: `PDF of the selected active ${s.noun}s, ordered by code`,
      description: 'Any unknown or archived ID is a 404 for the whole request: nothing is left out silently.',
      request: { query: PrintLayoutQuery, body: jsonBody(PrintSelection) },
      responses: { 200: pdfResponse('The printout') },
    }),
  };
}
