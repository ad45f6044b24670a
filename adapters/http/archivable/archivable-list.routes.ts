import { z } from '@hono/zod-openapi';
import { defineRoute, jsonResponse, READERS } from '../openapi/common.js';
import type { ArchivableSchemas } from './archivable-bodies.js';

/** The list of one kind of archivable record (docs/api/records.md). */
export function listRoute<C extends z.ZodType, U extends z.ZodType, R extends z.ZodType>(
  s: ArchivableSchemas<C, U, R>,
) {
  return defineRoute({
    tags: [s.tag],
    method: 'get',
    path: s.basePath,
    summary: `List active ${s.noun}s ordered by code`,
    access: READERS,
    responses: { 200: jsonResponse(z.array(s.response), `Active ${s.noun}s ordered by code`) },
  });
}
