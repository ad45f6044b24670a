import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from './app-env.js';
import { textStream } from './exchange/file-transfer.js';
import { jsonArrayText } from './exchange/streamed-bodies.js';
import { allVersioned } from './listing/rendered-records.js';

/** Lists up to this long are answered in one piece, with a Content-Length. */
const WHOLE_UP_TO = 1000;

/** What `c.json(list, status)` returns for a list of R: what routes check against their schema. */
type JsonListAnswer<R, S extends ContentfulStatusCode> = Response & TypedResponse<JSONParsed<R[]>, S, 'json'>;

/**
 * A JSON array answer, the same bytes and headers as `c.json(items.map(toJson), status, headers)`.
 * A longer list is streamed a chunk at a time, with a turn of the event loop before each (see
 * `textStream`): one JSON.stringify of 200 000 records holds the event loop for seconds, and
 * every other request with it.
 */
export function jsonList<T, R extends object, S extends ContentfulStatusCode>(
  c: Context<AppEnv>,
  items: readonly T[],
  toJson: (item: T) => R,
  status: S,
  headers?: Record<string, string>,
): JsonListAnswer<R, S> {
  if (items.length > WHOLE_UP_TO)
    return streamedJsonList(c, [items], toJson, status, { 'Content-Type': 'application/json', ...headers });
  if (!allVersioned(items)) return c.json(items.map(toJson), status, headers);
  // Records that name their state are written from their rendered JSON: the same bytes c.json writes.
  const body = c.get('renderedRecords').jsonArray(items, toJson as (item: unknown) => R);
  const answer: Response = c.body(body, status, { 'Content-Type': 'application/json', ...headers });
  return answer as JsonListAnswer<R, S>; // a typed view of the same answer, see above
}

/**
 * A JSON array streamed from batches (an export read from the database, a large import's
 * answer). Typed as the `c.json` answer it is, so that routes still check `toJson` against
 * their schema: the body is exactly `toJson`'s output.
 */
export function streamedJsonList<T, R extends object, S extends ContentfulStatusCode>(
  c: Context<AppEnv>,
  batches: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
  toJson: (item: T) => R,
  status: S,
  headers: Record<string, string>,
): JsonListAnswer<R, S> {
  const streamed: Response = c.body(textStream(jsonArrayText(batches, toJson)), status, headers);
  return streamed as JsonListAnswer<R, S>; // a typed view of the streamed body, see above
}

/**
 * A JSON array of every item of `batches`: one piece with a Content-Length when they hold a
 * thousand or fewer, however they are batched (SQLite walks a hundred rows at a time), their
 * records written from their rendered JSON; else streamed as they are read, in constant memory.
 */
export async function jsonBatches<T, R extends object, S extends ContentfulStatusCode>(
  c: Context<AppEnv>,
  batches: AsyncIterable<readonly T[]>,
  toJson: (item: T) => R,
  status: S,
  headers: Record<string, string>,
): Promise<JsonListAnswer<R, S>> {
  const iterator = batches[Symbol.asyncIterator]();
  const read: (readonly T[])[] = [];
  let count = 0;
  let next = await iterator.next();
  for (; !next.done && count + next.value.length <= WHOLE_UP_TO; next = await iterator.next()) {
    read.push(next.value);
    count += next.value.length;
  }
  if (next.done) return jsonList(c, read.flat(), toJson, status, headers);
  const over = next.value;
  async function* rest(): AsyncIterable<readonly T[]> {
    yield* read;
    yield over;
    for (let more = await iterator.next(); !more.done; more = await iterator.next()) yield more.value;
  }
  return streamedJsonList(c, rest(), toJson, status, { 'Content-Type': 'application/json', ...headers });
}
