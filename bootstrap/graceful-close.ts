import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * Returns a close for the HTTP server that stops listening, lets every request in flight finish
 * and closes each connection as soon as it has nothing left to send. Node's `server.close()`
 * does not do that: it destroys every connection whose response has ended, even one still
 * waiting in the socket's buffers for a slow client (the client gets a cut-off body), and it
 * keeps the connections that were answering open afterwards, serving a kept-alive client's next
 * requests until they idle for keepAliveTimeout, so a busy client holds the process up until
 * the grace period ends.
 */
export function gracefulCloser(server: Server): (done: () => void) => void {
  /** Each open connection, with the response it is sending or sent last. */
  const connections = new Map<Socket, ServerResponse | undefined>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    connections.set(socket, undefined);
    socket.once('close', () => connections.delete(socket));
  });
  // Prepended: the header must be set before the app writes its response.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    connections.set(socket, response);
    if (closing) response.setHeader('Connection', 'close');
    // 'finish': the whole response is in the kernel's hands, so closing loses nothing.
    response.once('finish', () => {
      if (closing && connections.get(socket) === response) socket.destroy();
    });
  });
  return (done) => {
    closing = true;
    for (const [socket, response] of connections) {
      if (response === undefined || response.writableFinished) socket.destroy();
      else if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    // net's close, not http's: stops listening, and calls back once the last connection is gone.
    NetServer.prototype.close.call(server, () => done());
  };
}
