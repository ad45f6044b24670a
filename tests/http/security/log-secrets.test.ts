import { afterEach, describe, expect, it } from 'vitest';
import type { Persistence } from '../../../adapters/persistence/open-persistence.js';
import { capturedLogger } from '../../support/captured-logger.js';
import { json } from '../../support/http.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

/** Stands for what a driver error message carries: SQL text, parameters, file paths. */
const CAUSE = 'SQLITE_CORRUPT near "select password_hash from users" at /srv/secret/app.db';

/** The tasks repository failing on every read, as a bug would. */
function failingTaskReads(opened: Persistence): Persistence {
  const fail = () => Promise.reject(new Error(CAUSE));
  // A whole list is walked batch by batch: the walk fails on its first batch.
  const failingWalk = async function* (): AsyncIterable<never> {
    yield* [];
    throw new Error(CAUSE);
  };
  const failing: Record<string, unknown> = {
    findById: fail,
    listActive: fail,
    page: fail,
    count: fail,
    walk: failingWalk,
  };
  const tasks = new Proxy(opened.tasks, {
    get: (target, property, receiver) => failing[String(property)] ?? Reflect.get(target, property, receiver),
  });
  return { ...opened, tasks };
}

/** OWASP API2, API3 and API8: credentials and internals stay out of log lines and error bodies. */
describe('secrets and internals in logs and errors', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('when bearer tokens are used, refused, forged or sent where they may not go, then no log line holds one', async () => {
    const captured = capturedLogger();
    t = await createTestApp('memory', { logger: captured.logger });
    const admin = await t.adminToken();
    const user = await (await t.createUser({ username: 'plain-user', roles: ['USER'] })).token();
    const tampered = `${admin.slice(0, -4)}AAAA`;
    for (const [method, path, token] of [
      ['GET', '/api/v1/auth/me', admin],
      ['GET', '/api/v1/task/9', admin],
      ['POST', '/api/v1/task', admin],
      ['GET', '/api/v1/auth/users', user],
      ['GET', '/api/v1/auth/me', tampered],
      ['GET', '/api/v1/nowhere', admin],
    ] as const) {
      await t.request(method, path, { token, json: method === 'POST' ? { code: 'x' } : undefined });
    }
    const logs = captured.lines.join('\n');
    expect(captured.lines.length).toBeGreaterThan(6);
    for (const token of [admin, user, tampered]) {
      expect(logs).not.toContain(token);
      expect(logs).not.toContain(token.split('.')[2]);
    }
    expect(logs.toLowerCase()).not.toContain('authorization');
  });

  it('when an unexpected error happens, then a bare 500 problem, and the log names its type and request id but not its message', async () => {
    const captured = capturedLogger();
    t = await createTestApp('memory', { logger: captured.logger, persistence: failingTaskReads });
    const response = await t.request('GET', '/api/v1/task', {
      token: await t.adminToken(),
      headers: { 'X-Request-Id': 'trace-500' },
    });
    expect(response.status).toBe(500);
    expect(await json(response)).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      instance: '/api/v1/task',
      code: 'SERVER.INTERNAL_ERROR',
    });
    const errors = captured.lines.map((line) => JSON.parse(line)).filter((line) => line.level >= 50);
    expect(errors).toEqual([
      expect.objectContaining({ requestId: 'trace-500', msg: 'unhandled error', err: { type: 'Error' } }),
    ]);
    expect(captured.lines.join('\n')).not.toMatch(/SQLITE_CORRUPT|password_hash|\/srv\/secret/);
  });
});
