import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SocketServer, serveOnSocket } from '../support/socket-server.js';
import { ADMIN, createTestApp, type TestApp } from '../support/test-app.js';

interface Reply {
  readonly status: number;
  readonly announcedClose: boolean;
  readonly reusedSocket: boolean;
}

interface Malformed {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly body: string;
  readonly contentType?: string;
  /** The body's second half is sent this long after the first: the server answers before it arrives. */
  readonly splitDelayMs?: number;
}

const JSON_BODY = JSON.stringify({ code: 'K-1', label: 'keep-alive', unknown: true });

/** Requests the service answers without reading their body, over every kind of early answer. */
function malformedRequests(): Malformed[] {
  const targets = [
    ['PUT', '/api/v1/task/not-a-number'],
    ['PUT', '/api/v1/task/99999999999999999999999'],
    ['DELETE', '/api/v1/tag/abc'],
    ['POST', '/api/v1/task'],
    ['POST', '/api/v1/no-such-route'],
    ['PATCH', '/health/live'],
    ['PUT', '/api/v1/auth/users/x'],
    ['POST', '/api/v1/task/import.csv'],
  ] as const;
  const bodies = [
    { kind: 'json', body: JSON_BODY, contentType: 'application/json' },
    { kind: 'not json', body: '{"code": ', contentType: 'application/json' },
    { kind: 'wrong type', body: JSON_BODY, contentType: 'text/plain' },
    { kind: 'over the limit', body: 'x'.repeat(64 * 1024), contentType: 'application/json' },
  ];
  const all: Malformed[] = [];
  for (const [method, path] of targets) {
    for (const { kind, body, contentType } of bodies) {
      all.push({ name: `${method} ${path} (${kind})`, method, path, body, contentType });
    }
  }
  // The second half comes after the answer, past the adapter's drain patience (half a second):
  // the connection lingers for it (adapters/http/lingering-close.ts), then closes.
  for (const [method, path] of targets.slice(0, 3)) {
    all.push({ name: `${method} ${path} (slow body)`, method, path, body: JSON_BODY, splitDelayMs: 700 });
  }
  return all;
}

describe('keep-alive connections and early answers', () => {
  let t: TestApp;
  let socket: SocketServer;
  let port: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('memory', { env: { APP_BODY_LIMIT_BYTES: '4096' } });
    token = await t.adminToken();
    socket = await serveOnSocket(t);
    port = socket.port;
  });
  afterAll(async () => {
    await socket.close();
    await t.close();
  });

  function send(agent: Agent, request: Malformed, authorized: boolean): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { 'Content-Length': Buffer.byteLength(request.body) };
      if (request.contentType) headers['Content-Type'] = request.contentType;
      if (authorized) headers.Authorization = `Bearer ${token}`;
      const outgoing = httpRequest({
        host: '127.0.0.1',
        port,
        agent,
        method: request.method,
        path: request.path,
        headers,
      });
      outgoing.on('error', reject);
      outgoing.on('response', (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            announcedClose: response.headers.connection === 'close',
            reusedSocket: outgoing.reusedSocket,
          }),
        );
      });
      if (request.splitDelayMs === undefined) {
        outgoing.end(request.body);
        return;
      }
      const half = Math.floor(request.body.length / 2);
      outgoing.write(request.body.slice(0, half));
      setTimeout(() => outgoing.end(request.body.slice(half)), request.splitDelayMs);
    });
  }

  it.each([
    ['without a token', false],
    ['with a token', true],
  ])(
    'when malformed requests %s follow each other on one kept-alive connection, then none meets a closed socket',
    async (_, authorized) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const get: Malformed = { name: 'control', method: 'GET', path: '/health/live', body: '' };
      try {
        for (const request of malformedRequests()) {
          const reply = await send(agent, request, authorized);
          expect(reply.status, request.name).toBeGreaterThanOrEqual(400);
          expect(reply.status, request.name).toBeLessThan(500);
          // The next request shows whether the connection was still usable as announced.
          const next = await send(agent, get, authorized);
          expect(next.status, `after ${request.name}`).toBe(200);
          expect(next.reusedSocket, `after ${request.name}`).toBe(!reply.announcedClose);
        }
      } finally {
        agent.destroy();
      }
    },
  );

  it('when a body arrives after the answer, then the answer says Connection: close', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const reply = await send(
        agent,
        { name: 'slow', method: 'PUT', path: '/api/v1/task/abc', body: JSON_BODY, splitDelayMs: 700 },
        false,
      );
      expect(reply).toMatchObject({ status: 401, announcedClose: true });
    } finally {
      agent.destroy();
    }
  });

  it('when a whole request is answered, then the connection is kept (control)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const login = {
        name: 'login',
        method: 'POST',
        path: '/api/v1/auth/login',
        body: JSON.stringify(ADMIN),
        contentType: 'application/json',
      };
      expect(await send(agent, login, false)).toMatchObject({ status: 200, announcedClose: false });
      expect(await send(agent, login, false)).toMatchObject({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  });
});
