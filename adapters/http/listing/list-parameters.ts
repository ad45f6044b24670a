// The query parameters every list takes (docs/api/lists.md), as a strict zod object for the route.
import { z } from '@hono/zod-openapi';
import { MAX_SEARCH_WORDS } from '../../../domain/listing/search-words.js';

export const MAX_PAGE_SIZE = 1000;
const MAX_QUERY_LENGTH = 500;

/** A parameter given once; `in: query` for the OpenAPI document. */
const param = <T extends z.ZodType>(schema: T, name: string, description: string, example?: string) =>
  schema.optional().openapi({ param: { name, in: 'query' }, description, ...(example && { example }) });

/** The sort values a list offers: each key ascending, or descending with a leading `-`. */
export function sortParameter<K extends string>(keys: readonly K[], defaultSort: K | 'code' = 'code') {
  const values = keys.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];
  return param(
    z.enum(values),
    'sort',
    `Sort key, descending with a leading "-"; ties in ID order. Default: ${defaultSort}. One of ${keys.join(', ')}`,
  );
}

/**
 * Paging, sorting, search and count: the parameters every list shares. A list's filters come on
 * top; the object is strict, so an unknown parameter is a 400 naming it.
 */
export function listParameters<K extends string, S extends z.ZodRawShape>(
  sortKeys: readonly K[],
  filters: S,
  defaultSort: K | 'code' = 'code',
) {
  return z.strictObject({
    limit: param(
      z
        .string()
        .regex(/^[1-9][0-9]{0,3}$/, `must be an integer from 1 to ${MAX_PAGE_SIZE}`)
        .transform(Number)
        .refine((n) => n <= MAX_PAGE_SIZE, `must be an integer from 1 to ${MAX_PAGE_SIZE}`),
      'limit',
      `Rows per page, 1 to ${MAX_PAGE_SIZE}; the next page's URL is in the Link header. None: every row`,
      '50',
    ),
    cursor: param(
      z.string().max(2000),
      'cursor',
      'Where the page starts: copied from the previous page\'s Link header (rel="next"), never built',
    ),
    sort: sortParameter(sortKeys, defaultSort),
    q: param(
      z.string().max(MAX_QUERY_LENGTH),
      'q',
      `Words to find, each the beginning of a word of the row; case and accents do not matter. At most ${MAX_SEARCH_WORDS} different words`,
    ),
    count: param(
      FlagValue,
      'count',
      'true: the number of matching rows in X-Total-Count (costs a count on big lists)',
    ),
    ...filters,
  });
}

/** A filter given once. */
export const filterParameter = param;

/**
 * A filter taking several values, repeated (`status=TODO&status=DONE`) or comma-separated
 * (`status=TODO,DONE`); a row matches any of them.
 */
export function anyOfParameter<T extends z.ZodType<unknown, string>>(
  item: T,
  name: string,
  description: string,
) {
  return z
    .preprocess(
      (value) => (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(',')),
      z.array(item).min(1).max(100),
    )
    .optional()
    .openapi({
      param: { name, in: 'query', style: 'form', explode: true },
      description: `${description}; repeat the parameter or separate values by commas for any of several`,
    });
}

/** A positive integer identifier given in a query. */
/** `true` or `false`, as a boolean. */
export const FlagValue = z.enum(['true', 'false']).transform((value) => value === 'true');

export const IdValue = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, 'must be a positive integer')
  .transform(Number)
  .refine(Number.isSafeInteger, 'is out of range');
