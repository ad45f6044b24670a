import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SocketServer, serveOnSocket } from '../support/socket-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** What every response carries (docs/security.md), whichever way it is served. */
const SECURITY_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Set by Node's HTTP server on the socket only; the rest must match in-process answers. */
const SOCKET_ONLY = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
/** Differ between two answers to the same request. */
const VARYING = new Set(['x-request-id', 'ratelimit']);

function headerSet(response: Response): Record<string, string> {
  // The node adapter gives a bodiless answer a default content type; the app's has none.
  const adapterOnly = response.status === 304 ? ['content-type'] : [];
  const kept = [...response.headers].filter(
    ([name]) => !SOCKET_ONLY.has(name) && !adapterOnly.includes(name),
  );
  return Object.fromEntries(kept.map(([name, value]) => [name, VARYING.has(name) ? '…' : value]));
}

/**
 * The security headers and the request id are set on Node's response before the app runs
 * (docs/performance.md); answers built in process get them from the app. Both must give the
 * same header set, with the same values, on every kind of answer.
 */
describe('the headers of a response, over a socket and in process', () => {
  let t: TestApp;
  let socket: SocketServer;
  let base: string;
  let token: string;
  let taskPath: string;

  beforeAll(async () => {
    t = await createTestApp('memory');
    token = await t.adminToken();
    const created = await t.request('POST', '/api/v1/task', {
      token,
      json: { code: 'H-1', label: 'Headers' },
    });
    taskPath = `/api/v1/task/${((await created.json()) as { id: number }).id}`;
    socket = await serveOnSocket(t);
    base = socket.origin;
  });
  afterAll(async () => {
    await socket.close();
    await t.close();
  });

  const cases = (): [string, string, Record<string, string>][] => [
    ['liveness', '/health/live', {}],
    [
      'an authenticated read, with its ETag and rate-limit headers',
      taskPath,
      { authorization: `Bearer ${token}` },
    ],
    ['a 304', taskPath, { authorization: `Bearer ${token}`, 'if-none-match': '*' }],
    ['a 401 problem', taskPath, {}],
    ['a 404 problem', '/api/v1/no-such-route', {}],
    ['the OpenAPI document', '/openapi.json', {}],
  ];

  it('when the same requests are answered both ways, then every answer has the same headers, security headers included', async () => {
    for (const [name, path, headers] of cases()) {
      const overSocket = await fetch(`${base}${path}`, { headers });
      const inProcess = await t.request('GET', path, { headers });
      await overSocket.arrayBuffer();
      expect(headerSet(overSocket), name).toEqual(headerSet(inProcess));
      expect(headerSet(overSocket), name).toMatchObject(SECURITY_HEADERS);
      expect(overSocket.headers.get('x-request-id'), name).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('when the client sends a usable request id, then both ways answer it back; an unusable one is replaced', async () => {
    for (const [sent, kept] of [
      ['trace-42=ab', true],
      ['has spaces', false],
      ['x'.repeat(256), false],
    ] as const) {
      const headers = { 'x-request-id': sent };
      for (const response of [
        await fetch(`${base}/health/live`, { headers }),
        await t.request('GET', '/health/live', { headers }),
      ]) {
        expect(response.headers.get('x-request-id') === sent).toBe(kept);
      }
    }
  });

  it('when an API answer is read over the socket, then its rate-limit headers are there, set before the handler ran', async () => {
    const overSocket = await fetch(`${base}${taskPath}`, { headers: { authorization: `Bearer ${token}` } });
    expect(overSocket.headers.get('ratelimit')).toMatch(/^"requests";r=\d+;t=\d+$/);
    expect(overSocket.headers.get('ratelimit-policy')).toMatch(/^"requests";q=\d+;w=\d+$/);
  });
});
