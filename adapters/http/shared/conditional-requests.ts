import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Precondition } from '../../../domain/shared/precondition.js';
import { ENTITY_TAG_LIST, entityTagOf, entityTagOfJson, matchesEntityTag } from './entity-tags.js';

/*
 * Conditional requests (docs/api/records.md#conditional-requests): every single-resource answer
 * carries an ETag; If-None-Match on a read answers 304, If-Match on a write answers 412 when
 * the resource changed since. The documents of the headers and responses, and the plumbing.
 */

/** Named in lower case, as Hono reads headers; the name is case-insensitive on the wire. */
function entityTagsHeader(name: 'if-match' | 'if-none-match', description: string) {
  return z
    .string()
    .regex(ENTITY_TAG_LIST, 'must be * or a comma-separated list of entity tags such as "abc"')
    .optional()
    .openapi({ param: { name, in: 'header' }, description, example: '"3q2-7w8dRMmwT6RHzJXmMeHBBpS"' });
}

export const IfNoneMatchHeaders = z.object({
  'if-none-match': entityTagsHeader(
    'if-none-match',
    'Entity tags of a representation the client holds: when the current one has one of them (weak comparison), the answer is 304 without a body',
  ),
});

export const IfMatchHeaders = z.object({
  'if-match': entityTagsHeader(
    'if-match',
    'Entity tags the resource must still have (strong comparison; * matches any): else 412 and nothing is written. Without it, the write is unconditional',
  ),
});

export const ETAG_HEADER = {
  ETag: {
    description: 'Strong entity tag of this representation, for If-Match and If-None-Match',
    schema: { type: 'string' as const, example: '"3q2-7w8dRMmwT6RHzJXmMeHBBpS"' },
  },
};

/** A JSON response documented with its ETag (and any other headers). */
export function taggedJsonResponse<T extends z.ZodType>(
  schema: T,
  description: string,
  headers: Record<string, { description: string; schema: { type: 'string' } }> = {},
) {
  return {
    description,
    headers: { ...ETAG_HEADER, ...headers },
    content: { 'application/json': { schema } },
  };
}

export const NOT_MODIFIED_RESPONSE = {
  description: 'Not Modified: the representation still has an entity tag that If-None-Match names',
  headers: ETAG_HEADER,
};

/**
 * 200 with the representation and its ETag, or 304 with the ETag alone when If-None-Match names it.
 * `tagged` is what the ETag is computed from: the body, or the body with a hidden version when
 * the body alone would not change with every write.
 */
export function conditionalJson<B extends object>(c: Context, body: B, tagged: object = body) {
  const json = JSON.stringify(body);
  const entityTag = tagged === body ? entityTagOfJson(json) : entityTagOf(tagged);
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch !== undefined && matchesEntityTag(ifNoneMatch, entityTag, 'weak')) {
    return c.body(null, 304, { ETag: entityTag });
  }
  return jsonText<B, 200>(c, json, 200, { ETag: entityTag });
}

/** The representation with its ETag (computed from `tagged`, as in conditionalJson). */
export function taggedJson<B extends object, S extends 200 | 201>(
  c: Context,
  body: B,
  status: S,
  headers: Record<string, string> = {},
  tagged: object = body,
) {
  const json = JSON.stringify(body);
  const entityTag = tagged === body ? entityTagOfJson(json) : entityTagOf(tagged);
  return jsonText<B, S>(c, json, status, { ...headers, ETag: entityTag });
}

/**
 * `c.json(body, …)` for a body already serialised (for its ETag): the same answer without a
 * second JSON.stringify. Typed as `c.json` would be, for the route's response checks.
 */
function jsonText<B extends object, S extends 200 | 201>(
  c: Context,
  json: string,
  status: S,
  headers: Record<string, string>,
) {
  const response = c.body(json, status, { 'Content-Type': 'application/json', ...headers });
  return response as unknown as ReturnType<typeof c.json<B, S>>;
}

/**
 * The request's If-Match as a precondition on the stored state, judged on the entity tag of
 * its representation; undefined when the request has none.
 */
export function ifMatch<T>(c: Context, represent: (current: T) => object): Precondition<T> | undefined {
  const list = c.req.header('if-match');
  if (list === undefined) return undefined;
  return (current) => matchesEntityTag(list, entityTagOf(represent(current)), 'strong');
}
