import { describe, expect, it } from 'vitest';
import { capturedLogger } from '../support/captured-logger.js';
import { useTestApp } from '../support/use-test-app.js';

/** The `request` lines logged so far, parsed. */
function requestLines(lines: readonly string[]): Record<string, unknown>[] {
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'request');
}

describe('request log lines', () => {
  const captured = capturedLogger();
  const t = useTestApp('memory', { app: () => ({ logger: captured.logger }) });

  it('when an authenticated request is answered, then its line names the user, the client and the request id', async () => {
    captured.lines.length = 0;
    await t.request('GET', '/api/v1/auth/me', { token: t.admin, headers: { 'X-Request-Id': 'trace-log-1' } });
    expect(requestLines(captured.lines)).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        requestId: 'trace-log-1',
        method: 'GET',
        path: '/api/v1/auth/me',
        status: 200,
        ms: expect.any(Number),
        user: 'admin',
        client: 'unknown',
        msg: 'request',
      },
    ]);
  });

  it('when a request carries no token or a refused one, then its line has no user', async () => {
    captured.lines.length = 0;
    await t.request('GET', '/health/live');
    await t.request('GET', '/api/v1/auth/me', { token: 'not.a.token' });
    const lines = requestLines(captured.lines);
    expect(lines.map((line) => [line.path, line.status])).toEqual([
      ['/health/live', 200],
      ['/api/v1/auth/me', 401],
    ]);
    for (const line of lines) {
      expect(line).not.toHaveProperty('user');
      expect(line).toHaveProperty('requestId', expect.any(String));
    }
  });

  it('when a login fails, then its line names the username tried, never the password', async () => {
    captured.lines.length = 0;
    const refused = await t.request('POST', '/api/v1/auth/login', {
      json: { username: 'erika', password: 'not-her-password' },
    });
    expect(refused.status).toBe(401);
    const [line] = requestLines(captured.lines);
    expect(line).toMatchObject({ path: '/api/v1/auth/login', status: 401, login: 'erika' });
    expect(line).not.toHaveProperty('user');
    expect(captured.lines.join('\n')).not.toContain('not-her-password');
  });

  it('when a signed-in user is refused a right, then the 403 line names that user', async () => {
    const reader = await t.createUser({ username: 'reader', roles: ['USER'] });
    const token = await reader.token();
    captured.lines.length = 0;
    expect((await t.request('GET', '/api/v1/auth/users', { token })).status).toBe(403);
    expect(requestLines(captured.lines)).toEqual([
      expect.objectContaining({ path: '/api/v1/auth/users', status: 403, user: 'reader' }),
    ]);
  });

  it('when a request is made with an API key, then its line names the key beside its owner', async () => {
    const created = await t.request('POST', '/api/v1/auth/api-keys', {
      token: t.admin,
      json: { name: 'nightly-sync', permissions: ['tasks:read'] },
    });
    const { key } = (await created.json()) as { key: string };
    captured.lines.length = 0;
    expect((await t.request('GET', '/api/v1/task', { token: key })).status).toBe(200);
    expect((await t.request('GET', '/api/v1/auth/users', { token: key })).status).toBe(403);
    expect(requestLines(captured.lines).map((line) => [line.status, line.user, line.apiKey])).toEqual([
      [200, 'admin', 'nightly-sync'],
      [403, 'admin', 'nightly-sync'],
    ]);
    expect(captured.lines.join('\n')).not.toContain(key);
  });

  it('when the proxy is not trusted, then X-Forwarded-For does not become the client', async () => {
    captured.lines.length = 0;
    await t.request('GET', '/health/live', { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(requestLines(captured.lines)[0]).toMatchObject({ client: 'unknown' });
  });
});

describe('request log lines behind a trusted proxy', () => {
  const captured = capturedLogger();
  const t = useTestApp('memory', {
    app: () => ({ logger: captured.logger, env: { APP_TRUST_PROXY: 'true' } }),
    signIn: false,
  });

  it('when the proxy is trusted, then the client is the first X-Forwarded-For address', async () => {
    captured.lines.length = 0;
    await t.request('GET', '/health/live', { headers: { 'X-Forwarded-For': '203.0.113.7, 10.0.0.2' } });
    expect(requestLines(captured.lines)[0]).toMatchObject({ client: '203.0.113.7', path: '/health/live' });
  });
});
