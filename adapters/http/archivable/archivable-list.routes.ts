import { z } from '@hono/zod-openapi';
import { TOTAL_COUNT_HEADER } from '../listing/list-answer.js';
import { defineRoute, READERS } from '../openapi/common.js';
import type { ArchivableSchemas } from './archivable-bodies.js';

/**
 * The list of one kind of archivable record (docs/api/lists.md): its query parameters are the
 * kind's, a strict object, so an unknown one is a 400.
 */
export function listRoute<R extends z.ZodType, Q extends z.ZodObject>(
  s: Pick<ArchivableSchemas<z.ZodType, z.ZodType, R>, 'basePath' | 'tag' | 'noun' | 'response'>,
  query: Q,
) {
  return defineRoute({
    tags: [s.tag],
    method: 'get',
    path: s.basePath,
    summary: `List active ${s.noun}s: all, or a page; sorted, filtered, searched`,
    description:
      'Without parameters: every active row, ordered by code. See docs/api/lists.md for paging, sorting, filters and search.',
    access: READERS,
    request: { query },
    responses: {
      200: {
        description: `Active ${s.noun}s in the order asked (code by default)`,
        headers: {
          Link: {
            description: 'The next page, `<url>; rel="next"`, when a page (limit) has one',
            schema: { type: 'string' },
          },
          [TOTAL_COUNT_HEADER]: {
            description: 'Every matching row, when count=true',
            schema: { type: 'integer', minimum: 0 },
          },
        },
        content: { 'application/json': { schema: z.array(s.response) } },
      },
    },
  });
}
