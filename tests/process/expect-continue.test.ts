import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRaw, parseResponse, receiveAll, receiveUntil } from '../support/raw-http.js';
import { type SocketServer, serveOnSocket } from '../support/socket-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const LIMIT = 4096;

interface Refused {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly contentType: string;
  readonly token: boolean;
  readonly length: number;
  readonly status: number;
}

/**
 * Requests the service refuses before reading their body (a declared length over the limit, a
 * method the path lacks); a client waiting to be told to send the body never is.
 */
const REFUSED: readonly Refused[] = [
  ...[LIMIT + 1, 10 * 1024 * 1024, 2 ** 40].flatMap((length) => [
    {
      name: `a JSON create of ${length} bytes`,
      method: 'POST',
      path: '/api/v1/task',
      contentType: 'application/json',
      token: true,
      length,
      status: 413,
    },
    {
      name: `an update of ${length} bytes`,
      method: 'PUT',
      path: '/api/v1/task/1',
      contentType: 'application/json',
      token: true,
      length,
      status: 413,
    },
    {
      name: `a CSV import of ${length} bytes`,
      method: 'POST',
      path: '/api/v1/task/import.csv',
      contentType: 'text/csv',
      token: true,
      length,
      status: 413,
    },
    {
      name: `a create of ${length} bytes without a token`,
      method: 'POST',
      path: '/api/v1/tag',
      contentType: 'application/json',
      token: false,
      length,
      status: 413,
    },
  ]),
  {
    name: 'a method the path lacks',
    method: 'PUT',
    path: '/api/v1/badge/export.csv',
    contentType: 'application/json',
    token: true,
    length: 100,
    status: 405,
  },
];

describe('Expect: 100-continue', () => {
  let t: TestApp;
  let socket: SocketServer;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('memory', { env: { APP_BODY_LIMIT_BYTES: String(LIMIT) } });
    token = await t.adminToken();
    socket = await serveOnSocket(t);
  });
  afterAll(async () => {
    await socket.close();
    await t.close();
  });

  /** A head that waits for `100 Continue`; the connection closes after the answer. */
  function head(request: Pick<Refused, 'method' | 'path' | 'contentType' | 'length' | 'token'>): string {
    const auth = request.token ? `Authorization: Bearer ${token}\r\n` : '';
    return [
      `${request.method} ${request.path} HTTP/1.1\r\nHost: x\r\n${auth}`,
      `Content-Type: ${request.contentType}\r\nContent-Length: ${request.length}\r\n`,
      'Expect: 100-continue\r\nConnection: close\r\n\r\n',
    ].join('');
  }

  it.each(REFUSED.map((request) => [request.name, request] as const))(
    'when %s waits to be told to send its body, then its final answer comes at once, never 100 Continue',
    async (_, request) => {
      const raw = await openRaw(socket.port);
      const received = receiveAll(raw);
      raw.write(head(request));
      const exchange = await received;
      expect(exchange.text).not.toContain('100 Continue');
      const response = parseResponse(exchange.text);
      expect(response.status).toBe(request.status);
      expect(response.headers).toMatch(/\r\ncontent-type: application\/problem\+json\r\n/i);
      expect(exchange).toMatchObject({ ended: true, errorCode: undefined });
    },
  );

  it.each([
    ['a JSON create', 'POST', '/api/v1/task', 'application/json', '{"code":"C-1","label":"Continued"}', 201],
    [
      'a CSV import',
      'POST',
      '/api/v1/tag/import.csv?columns=named',
      'text/csv',
      'code,label\r\nC-2,Continued\r\n',
      201,
    ],
  ])(
    'when %s within the limit waits, then 100 Continue comes, and the body sent after it is read',
    async (_, method, path, contentType, body, status) => {
      const raw = await openRaw(socket.port);
      raw.write(head({ method, path, contentType, length: Buffer.byteLength(body), token: true }));
      expect(await receiveUntil(raw, '\r\n\r\n')).toBe('HTTP/1.1 100 Continue\r\n\r\n');
      const received = receiveAll(raw);
      // Not ended: Node answers no request whose client has closed its sending side.
      raw.write(body);
      const response = parseResponse((await received).text);
      expect(response.status, response.body).toBe(status);
    },
  );
});
