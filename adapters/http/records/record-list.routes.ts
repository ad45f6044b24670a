import type { z } from '@hono/zod-openapi';
import { permissionFor } from '../../../domain/access/permission.js';
import { listRoute } from '../listing/list-route.js';
import type { ArchivableSchemas } from './record-bodies.js';

/** The list of one kind of archivable record (docs/api/lists.md), over the kind's query parameters. */
export function recordListRoute<R extends z.ZodType, Q extends z.ZodObject>(
  s: Pick<
    ArchivableSchemas<z.ZodType, z.ZodType, R>,
    'basePath' | 'tag' | 'noun' | 'names' | 'response' | 'resource'
  >,
  query: Q,
) {
  return listRoute({
    operationId: `list${s.names.many}`,
    path: s.basePath,
    tag: s.tag,
    access: permissionFor(s.resource, 'read'),
    plural: `active ${s.noun}s`,
    order: 'code',
    response: s.response,
    query,
  });
}
