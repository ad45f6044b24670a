import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Answers `Expect: 100-continue` with `100 Continue` only once the app starts reading the body,
 * as Go's server does, rather than before the app runs, as Node does by default. A request the
 * app refuses without reading its body (a declared length over the body limit: 413; a 401, 404
 * or 405) gets its final answer at once, and the client never sends the body.
 */
export function continueWhenBodyIsRead(server: Server): void {
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    // Every way of reading a stream (`data`, `readable`, `read()`, a pipe) asks `_read` for more.
    const read = request._read;
    request._read = function (this: IncomingMessage, size: number) {
      request._read = read;
      if (!response.headersSent) response.writeContinue();
      return read.call(this, size);
    };
    server.emit('request', request, response);
  });
}
