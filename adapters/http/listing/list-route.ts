// The GET route of a list (docs/api/lists.md): its strict query parameters, Link and X-Total-Count.
import { z } from '@hono/zod-openapi';
import type { Access } from '../auth.middleware.js';
import { taggedRoutes } from '../openapi/common.js';
import { TOTAL_COUNT_HEADER } from './list-answer.js';

export interface ListRouteConfig<R extends z.ZodType, Q extends z.ZodObject> {
  /** e.g. `listTags`. */
  readonly operationId: string;
  readonly path: string;
  readonly tag: string;
  readonly access: Access;
  /** e.g. `tags`. */
  readonly plural: string;
  /** The order without `sort`, e.g. `code`. */
  readonly order: string;
  readonly response: R;
  readonly query: Q;
}

export const LIST_HEADERS = {
  Link: {
    description: 'The next page, `<url>; rel="next"`, when a page (limit) has one',
    schema: { type: 'string' },
  },
  [TOTAL_COUNT_HEADER]: {
    description: 'Every matching row, when count=true',
    schema: { type: 'integer', minimum: 0 },
  },
} as const;

export function listRoute<R extends z.ZodType, Q extends z.ZodObject>(config: ListRouteConfig<R, Q>) {
  return taggedRoutes(config.tag)(config.operationId, 'get', config.path, {
    summary: `List ${config.plural}: all, or a page; sorted, filtered, searched`,
    description: `Without parameters: every one, ordered by ${config.order}. See docs/api/lists.md for paging, sorting, filters and search.`,
    access: config.access,
    request: { query: config.query },
    responses: {
      200: {
        description: `The ${config.plural} in the order asked (${config.order} by default)`,
        headers: LIST_HEADERS,
        content: { 'application/json': { schema: z.array(config.response) } },
      },
    },
  });
}
