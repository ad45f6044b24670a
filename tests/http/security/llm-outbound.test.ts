import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../../support/fake-llm-server.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

const SETTINGS = '/api/v1/lmstudio/settings';
const PROMPT = '/api/v1/lmstudio/prompt';

/** A server that answers every request with a redirect to `location`. */
async function startRedirector(location: string): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(307, { Location: location });
    response.end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

/** OWASP API7 (SSRF) and API10 (unsafe consumption): the only outbound call is the language-model prompt. */
describe('outbound calls to the language-model server', () => {
  const t = useTestApp('memory');
  let upstream: FakeLlmServer;
  beforeEach(async () => {
    upstream = await startFakeLlmServer();
  });
  afterEach(async () => {
    await upstream.close();
  });

  const configure = (baseUrl: string) =>
    t.request('PUT', SETTINGS, {
      token: t.admin,
      json: { baseUrl, model: 'local-model', timeoutSeconds: 30 },
    });

  it.each([
    'file:///etc/passwd',
    'ftp://127.0.0.1/models',
    'gopher://127.0.0.1:6379/_FLUSHALL',
    'dict://127.0.0.1:11211/stats',
    'data:text/plain,hello',
    'javascript:alert(1)',
    'ws://127.0.0.1:1234',
    'jar:http://127.0.0.1/x.jar!/',
    '//127.0.0.1:1234',
  ])(
    'when an administrator sets baseUrl %s, then 400 naming baseUrl and the stored settings stay',
    async (baseUrl) => {
      expect((await configure(upstream.baseUrl)).status).toBe(200);
      const response = await configure(baseUrl);
      expect(response.status).toBe(400);
      expect((await json(response)).errors.map((e: { path: string }) => e.path)).toEqual(['baseUrl']);
      expect((await json(await t.request('GET', SETTINGS, { token: t.admin }))).baseUrl).toBe(
        upstream.baseUrl,
      );
    },
  );

  it('when a USER tries to aim the gateway elsewhere, then 403 and nothing is stored', async () => {
    const user = await (await t.createUser({ username: 'plain-user', roles: ['USER'] })).token();
    const response = await t.request('PUT', SETTINGS, {
      token: user,
      json: { baseUrl: 'http://169.254.169.254', model: 'm', timeoutSeconds: 1 },
    });
    expect(response.status).toBe(403);
    expect((await t.request('GET', SETTINGS, { token: t.admin })).status).toBe(404);
  });

  it('when the model server redirects elsewhere, then 502 and the redirect target receives nothing', async () => {
    const redirector = await startRedirector(`${upstream.baseUrl}/v1/chat/completions`);
    try {
      const { port } = redirector.address() as AddressInfo;
      expect((await configure(`http://127.0.0.1:${port}`)).status).toBe(200);
      const response = await t.request('POST', PROMPT, { token: t.admin, json: { prompt: 'Hello?' } });
      expect(response.status).toBe(502);
      expect(upstream.requests).toHaveLength(0);
    } finally {
      redirector.closeAllConnections();
      redirector.close();
    }
  });

  it.each([
    ['just under 16 MiB', 200, 16 * 1024 * 1024 - 1024],
    ['over 16 MiB', 502, 16 * 1024 * 1024],
  ])('when the model server answers a well-formed completion %s, then %s', async (_, status, length) => {
    expect((await configure(upstream.baseUrl)).status).toBe(200);
    upstream.respondWith({ kind: 'complete', content: 'x'.repeat(length) });
    const response = await t.request('POST', PROMPT, { token: t.admin, json: { prompt: 'Hello?' } });
    expect(response.status).toBe(status);
    await response.body?.cancel();
  });
});
