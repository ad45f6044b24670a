import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { answerClientErrors } from '../adapters/http/client-error.js';
import { continueWhenBodyIsRead } from '../adapters/http/expect-continue.js';
import { type LingerBounds, LingeringClose, type Schedule } from '../adapters/http/lingering-close.js';
import { withResponseHeaders } from '../adapters/http/node-listener.js';

type Fetch = (request: Request) => Response | Promise<Response>;

export interface ListenOptions {
  /** The bounds of a lingering close; unset: DEFAULT_LINGER_BOUNDS. */
  readonly linger?: LingerBounds;
  /** The timers of a lingering close; unset: real ones. */
  readonly schedule?: Schedule;
}

/**
 * Starts the Node HTTP server for the app, with the headers every response carries, a lingering
 * close after an answer that comes before the request is whole, the parser's refusals answered
 * as problems, and `100 Continue` only once the app reads the body.
 */
export function listen(
  fetch: Fetch,
  address: { readonly port: number; readonly host: string },
  onListening: (info: AddressInfo) => void,
  options: ListenOptions = {},
): Server {
  // What @hono/node-server's `serve` does, with the adapter's listener wrapped.
  const listener = getRequestListener(fetch, { hostname: address.host }) as RequestListener;
  const linger = new LingeringClose(options.linger, options.schedule);
  const server = createServer(linger.serving(withResponseHeaders(listener)));
  server.listen(address.port, address.host, () => onListening(server.address() as AddressInfo));
  linger.attach(server);
  answerClientErrors(server, linger);
  continueWhenBodyIsRead(server);
  return server;
}
