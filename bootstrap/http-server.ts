import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { withResponseHeaders } from '../adapters/http/node-listener.js';

type Fetch = (request: Request) => Response | Promise<Response>;

/** Starts the Node HTTP server for the app, with the headers every response carries and the connection rules below. */
export function listen(
  fetch: Fetch,
  address: { readonly port: number; readonly host: string },
  onListening: (info: AddressInfo) => void,
): Server {
  // What @hono/node-server's `serve` does, with the adapter's listener wrapped.
  const listener = getRequestListener(fetch, { hostname: address.host }) as RequestListener;
  const server = createServer(withResponseHeaders(listener));
  server.listen(address.port, address.host, () => onListening(server.address() as AddressInfo));
  announceUnreadBodies(server);
  return server;
}

/**
 * A response written before its request's body has fully arrived (an early 401, 404 or 413)
 * leaves bytes in flight that the adapter drains for a moment and then gives up on by closing
 * the socket. A keep-alive client that was not told would send its next request into that
 * dying connection ("other side closed"; a 502 behind a load balancer). So such a response
 * says `Connection: close`, and the client opens a new connection for the next request.
 */
function announceUnreadBodies(server: Server): void {
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request)) return;
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      if (!request.complete) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as typeof writeHead;
  });
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
