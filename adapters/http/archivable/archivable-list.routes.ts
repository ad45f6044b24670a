import type { z } from '@hono/zod-openapi';
import { listRoute } from '../listing/list-route.js';
import { READERS } from '../openapi/common.js';
import type { ArchivableSchemas } from './archivable-bodies.js';

/** The list of one kind of archivable record (docs/api/lists.md), over the kind's query parameters. */
export function recordListRoute<R extends z.ZodType, Q extends z.ZodObject>(
  s: Pick<ArchivableSchemas<z.ZodType, z.ZodType, R>, 'basePath' | 'tag' | 'noun' | 'response'>,
  query: Q,
) {
  return listRoute({
    path: s.basePath,
    tag: s.tag,
    access: READERS,
    plural: `active ${s.noun}s`,
    order: 'code',
    response: s.response,
    query,
  });
}
