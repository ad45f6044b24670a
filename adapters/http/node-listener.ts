import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFor, SECURITY_HEADERS } from './response-headers.js';

/** The request id the Node listener chose, kept on the request for the app (`requestIdOf`). */
const REQUEST_ID = Symbol('requestId');
type Tagged = IncomingMessage & { [REQUEST_ID]?: string };

/**
 * Wraps the node adapter's request listener: the headers every response carries are set on
 * Node's response before the app runs. A response's own headers, given to `writeHead`, still win.
 */
export function withResponseHeaders(listener: RequestListener): RequestListener {
  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    for (const [name, value] of SECURITY_HEADERS) outgoing.setHeader(name, value);
    const sent = incoming.headers[REQUEST_ID_HEADER];
    const id = requestIdFor(typeof sent === 'string' ? sent : undefined);
    outgoing.setHeader(REQUEST_ID_HEADER, id);
    (incoming as Tagged)[REQUEST_ID] = id;
    listener(incoming, outgoing);
  };
}

/** The request id the Node listener set, when the request came through it (`c.env` of the node adapter). */
export function requestIdOf(env: unknown): string | undefined {
  return ((env as { incoming?: Tagged } | undefined)?.incoming as Tagged | undefined)?.[REQUEST_ID];
}

/**
 * Adds headers to whatever response the request gets, error answers included; call it before
 * the handler runs. On Node they go on the socket's response, which keeps the node adapter's
 * light path (no `Headers` object); else (an in-process `app.request`) onto the app's response.
 * A header the response itself sets wins on Node, so an answer that sets one of these (a 429
 * with its own budget) keeps its value.
 */
export async function withHeaders(
  c: { readonly env: unknown; readonly res: Response },
  headers: Readonly<Record<string, string>>,
  next: () => Promise<void>,
): Promise<void> {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing) {
    for (const name in headers) outgoing.setHeader(name, headers[name]!);
    return next();
  }
  await next();
  for (const name in headers) c.res.headers.set(name, headers[name]!);
}
