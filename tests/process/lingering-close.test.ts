import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childFetch } from '../support/child-fetch.js';
import { openRaw, parseResponse, receiveAll } from '../support/raw-http.js';
import { type SocketServer, serveOnSocket } from '../support/socket-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const LIMIT = 4096;
/** Far more than the kernel's socket buffers hold: the client is still sending when the answer comes. */
const LARGE = 8 * 1024 * 1024;
const HEAD_SIZE = 100 * 1024;

interface Target {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly contentType: string;
  readonly token: boolean;
  readonly status: number;
  readonly code: string;
}

/** Requests answered before their body has been read, every kind of early answer. */
const TARGETS: readonly Target[] = [
  {
    name: 'a JSON create',
    method: 'POST',
    path: '/api/v1/task',
    contentType: 'application/json',
    token: true,
    status: 413,
    code: 'REQUEST.TOO_LARGE',
  },
  {
    name: 'a CSV import',
    method: 'POST',
    path: '/api/v1/task/import.csv',
    contentType: 'text/csv',
    token: true,
    status: 413,
    code: 'REQUEST.TOO_LARGE',
  },
  {
    name: 'a create without a token',
    method: 'POST',
    path: '/api/v1/tag',
    contentType: 'application/json',
    token: false,
    status: 413,
    code: 'REQUEST.TOO_LARGE',
  },
  {
    name: 'a method the path lacks',
    method: 'PUT',
    path: '/api/v1/badge/export.csv',
    contentType: 'application/json',
    token: true,
    status: 405,
    code: 'ROUTE.METHOD_NOT_ALLOWED',
  },
  {
    name: 'a method a platform path lacks',
    method: 'PATCH',
    path: '/health/live',
    contentType: 'application/json',
    token: false,
    status: 405,
    code: 'ROUTE.METHOD_NOT_ALLOWED',
  },
];

/** Heads of about 100 KB, over Node's 16 KB limit, in every part of a head. */
const LARGE_HEADS: readonly {
  readonly name: string;
  readonly path: string;
  readonly headers: Record<string, string>;
}[] = [
  { name: 'a long URL', path: `/api/v1/task?q=${'a'.repeat(HEAD_SIZE)}`, headers: {} },
  { name: 'one long header', path: '/api/v1/task', headers: { 'x-long': 'b'.repeat(HEAD_SIZE) } },
  {
    name: 'many headers',
    path: '/api/v1/task',
    headers: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`x-h${i}`, 'c'.repeat(40)])),
  },
];

describe('answers that come before the request has been sent whole', () => {
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

  /** How a client sends a body: a buffer with its length, a file with its length, a stream without one. */
  const bodies = [
    ['in one buffer', (headers: Record<string, string>) => ({ headers })],
    [
      'in pieces with a Content-Length',
      (headers: Record<string, string>) => ({
        headers: { ...headers, 'content-length': String(LARGE) },
        inPieces: true,
      }),
    ],
    ['in chunks', (headers: Record<string, string>) => ({ headers, inPieces: true })],
  ] as const;

  it.each(
    TARGETS.flatMap((target) =>
      bodies.map(([kind, send]) => [`${target.name} ${kind}`, target, send] as const),
    ),
  )('when fetch sends %s, over the limit, then it receives the problem', async (_, target, send) => {
    const headers: Record<string, string> = { 'content-type': target.contentType };
    if (target.token) headers.authorization = `Bearer ${token}`;
    const result = await childFetch({
      url: `${socket.origin}${target.path}`,
      method: target.method,
      bodyBytes: LARGE,
      ...send(headers),
    });
    expect(result).toMatchObject({ status: target.status, contentType: 'application/problem+json' });
    expect(JSON.parse((result as { body: string }).body)).toMatchObject({ code: target.code });
  });

  it.each(TARGETS.map((target) => [target.name, target] as const))(
    'when a raw client sends %s over the limit, then the answer arrives and the connection ends without a reset',
    async (_, target) => {
      const raw = await openRaw(socket.port);
      const received = receiveAll(raw);
      const auth = target.token ? `Authorization: Bearer ${token}\r\n` : '';
      raw.write(
        `${target.method} ${target.path} HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: ${target.contentType}\r\nContent-Length: ${LARGE}\r\n\r\n`,
      );
      raw.end(Buffer.alloc(LARGE, 0x20));
      const exchange = await received;
      const response = parseResponse(exchange.text);
      expect(response.status).toBe(target.status);
      expect(JSON.parse(response.body)).toMatchObject({ code: target.code });
      expect(exchange).toMatchObject({ ended: true, errorCode: undefined });
    },
  );

  it.each(LARGE_HEADS.map((head) => [head.name, head] as const))(
    'when fetch sends a head with %s, then it receives 431 with a problem',
    async (_, head) => {
      const result = await childFetch({ url: `${socket.origin}${head.path}`, headers: head.headers });
      expect(result).toMatchObject({ status: 431, contentType: 'application/problem+json' });
      expect(JSON.parse((result as { body: string }).body)).toMatchObject({
        status: 431,
        code: 'REQUEST.HEADERS_TOO_LARGE',
      });
    },
  );

  it.each(LARGE_HEADS.map((head) => [head.name, head] as const))(
    'when a raw client sends a head with %s, then 431 arrives and the connection ends without a reset',
    async (_, head) => {
      const raw = await openRaw(socket.port);
      const received = receiveAll(raw);
      const lines = Object.entries(head.headers).map(([name, value]) => `${name}: ${value}\r\n`);
      raw.end(`GET ${head.path} HTTP/1.1\r\nHost: x\r\n${lines.join('')}\r\n`);
      const exchange = await received;
      const response = parseResponse(exchange.text);
      expect(response.status).toBe(431);
      expect(response.headers).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(response.body)).toMatchObject({ status: 431, code: 'REQUEST.HEADERS_TOO_LARGE' });
      expect(exchange).toMatchObject({ ended: true, errorCode: undefined });
    },
  );
});
