import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { textStream } from './exchange/file-transfer.js';
import { jsonArrayText } from './exchange/streamed-bodies.js';

/** Lists up to this long are answered in one piece, with a Content-Length. */
const WHOLE_UP_TO = 1000;

/**
 * A JSON array answer, the same bytes and headers as `c.json(items.map(toJson), status, headers)`.
 * A longer list is streamed a chunk at a time, with a turn of the event loop before each (see
 * `textStream`): one JSON.stringify of 200 000 records holds the event loop for seconds, and
 * every other request with it.
 */
export function jsonList<T, R extends object, S extends ContentfulStatusCode>(
  c: Context,
  items: readonly T[],
  toJson: (item: T) => R,
  status: S,
  headers?: Record<string, string>,
) {
  const whole = () => c.json(items.map(toJson), status, headers);
  if (items.length <= WHOLE_UP_TO) return whole();
  const body = textStream(jsonArrayText([items], toJson));
  // Typed as the JSON answer it is, so that routes still check it against their schema.
  const streamed: Response = c.body(body, status, { 'Content-Type': 'application/json', ...headers });
  return streamed as ReturnType<typeof whole>;
}
