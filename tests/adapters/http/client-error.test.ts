import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerClientErrors } from '../../../adapters/http/client-error.js';
import { LingeringClose } from '../../../adapters/http/lingering-close.js';
import { openRaw, parseResponse, receiveAll, receiveUntil } from '../../support/raw-http.js';

/** Request heads Node's parser refuses, each in its own way. */
const MALFORMED = [
  ['a method with a character no token holds', 'G@T / HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['a header line without a colon', 'GET / HTTP/1.1\r\nHost x\r\n\r\n'],
  ['a space before a header colon', 'GET / HTTP/1.1\r\nHost : x\r\n\r\n'],
  ['a Content-Length that is not a number', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: x\r\n\r\n'],
  [
    'two Content-Lengths that differ',
    'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
  ],
  ['a control character in the target', 'GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n'],
] as const;

/**
 * What Node's parser refuses is answered as a problem, on a bare Node server whose request
 * listener the test controls (the service's own server: process/lingering-close.test.ts).
 */
describe('answers to what the parser refuses', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    if (server) await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  async function serve(listener: RequestListener): Promise<number> {
    server = createServer(listener);
    answerClientErrors(server, new LingeringClose());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return (server.address() as AddressInfo).port;
  }

  it.each(MALFORMED)(
    'when a request has %s, then a 400 problem, and the connection ends without a reset',
    async (_, head) => {
      const raw = await openRaw(await serve(() => {}));
      const received = receiveAll(raw);
      raw.end(head);
      const exchange = await received;
      const response = parseResponse(exchange.text);
      expect(response.status).toBe(400);
      expect(response.headers).toMatch(/\r\ncontent-type: application\/problem\+json\r\n/i);
      expect(response.headers).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
      expect(JSON.parse(response.body)).toEqual({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'The request is not valid HTTP/1.1',
        code: 'REQUEST.MALFORMED_HTTP',
      });
      expect(exchange).toMatchObject({ ended: true, errorCode: undefined });
    },
  );

  it.each([
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'REQUEST.TIMEOUT'],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413, 'REQUEST.TOO_LARGE'],
    ['HPE_HEADER_OVERFLOW', 431, 'REQUEST.HEADERS_TOO_LARGE'],
  ])('when the parser reports %s, then %i with its problem code', async (code, status, problemCode) => {
    const port = await serve(() => {});
    const accepted = once(server!, 'connection') as Promise<[Socket]>;
    const raw = await openRaw(port);
    const [socket] = await accepted;
    const received = receiveAll(raw);
    server!.emit('clientError', Object.assign(new Error('refused'), { code }), socket);
    const response = parseResponse((await received).text);
    expect(response.status).toBe(status);
    expect(JSON.parse(response.body)).toMatchObject({ status, code: problemCode });
  });

  it('when the request in hand has no answer yet, then the 400 goes out and nothing follows it', async () => {
    const raw = await openRaw(await serve(() => {}));
    const received = receiveAll(raw);
    raw.end('POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n');
    const exchange = await received;
    const response = parseResponse(exchange.text);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'REQUEST.MALFORMED_HTTP' });
    expect(exchange.text.match(/^HTTP\/1\.1 \d{3} /gm)).toHaveLength(1);
  });

  it('when the answer in hand has begun, then nothing is written into it and the connection is closed', async () => {
    const raw = await openRaw(
      await serve((_, response) => {
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        response.write('begun');
      }),
    );
    raw.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await receiveUntil(raw, 'begun');
    const received = receiveAll(raw);
    raw.write('G@T / HTTP/1.1\r\n\r\n');
    const exchange = await received;
    expect(exchange.text).not.toMatch(/^HTTP\/1\.1 \d{3} /m);
  });
});
