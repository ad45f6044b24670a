import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ListenOptions, listen } from '../../bootstrap/http-server.js';
import type { TestApp } from './test-app.js';

export interface SocketServer {
  readonly server: Server;
  readonly port: number;
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** Ends every connection, then stops listening. */
  close(): Promise<void>;
}

/** The test app behind Node's HTTP server, as `npm start` serves it, on a free port. */
export async function serveOnSocket(
  t: Pick<TestApp, 'service'>,
  options?: ListenOptions,
): Promise<SocketServer> {
  const server = listen(t.service.app.fetch, { port: 0, host: '127.0.0.1' }, () => {}, options);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
