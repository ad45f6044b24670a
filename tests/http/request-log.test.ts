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
