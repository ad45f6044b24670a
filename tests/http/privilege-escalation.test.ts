import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../support/http.js';
import type { TestApp } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

interface Operation {
  readonly method: string;
  readonly path: string;
  readonly roles: readonly string[] | undefined;
  readonly secured: boolean;
}

/** Every operation of the served OpenAPI document, with a concrete path (`{id}` → 1). */
async function operations(t: TestApp): Promise<Operation[]> {
  const doc = await json(await t.request('GET', '/openapi.json'));
  return Object.entries<Record<string, { security?: unknown[]; 'x-roles'?: string[] }>>(doc.paths).flatMap(
    ([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, '1'),
        roles: operation['x-roles'],
        secured: (operation.security ?? []).length > 0,
      })),
  );
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** An empty JSON object where a body may go: access is decided before the body is looked at. */
function call(t: TestApp, op: Operation, token?: string): Promise<Response> {
  return t.request(op.method, op.path, { token, json: WITH_BODY.has(op.method) ? {} : undefined });
}

/** OWASP API5 (broken function-level authorization), generated from the route table. */
describe('access to every operation', () => {
  const t = useTestApp('memory', { signIn: false, per: 'all' });
  let all: Operation[];
  let userToken: string;
  beforeAll(async () => {
    all = await operations(t);
    userToken = await (await t.createUser({ username: 'plain-user', roles: ['USER'] })).token();
  });

  it('when the document is read, then every secured operation states the roles that pass', () => {
    expect(all.length).toBeGreaterThan(80);
    expect(all.filter((op) => op.secured && op.roles === undefined)).toEqual([]);
  });

  it('when a USER calls an operation reserved to ADMIN, then 403 every time, before the body is even read', async () => {
    const adminOnly = all.filter((op) => op.roles && !op.roles.includes('USER') && !op.roles.includes('any'));
    expect(adminOnly.length).toBeGreaterThan(40);
    const answers = await Promise.all(
      adminOnly.map(async (op) => {
        const response = await call(t, op, userToken);
        return `${op.method} ${op.path} ${response.status}`;
      }),
    );
    expect(answers).toEqual(adminOnly.map((op) => `${op.method} ${op.path} 403`));
  });

  it('when a USER calls an operation open to USER, then neither 401 nor 403', async () => {
    const open = all.filter((op) => op.roles?.includes('USER') || op.roles?.includes('any'));
    expect(open.length).toBeGreaterThan(20);
    for (const op of open) {
      const { status } = await call(t, op, userToken);
      expect([401, 403], `${op.method} ${op.path}`).not.toContain(status);
    }
  });

  it('when any secured operation is called without a token, then 401 with WWW-Authenticate: Bearer', async () => {
    for (const op of all.filter((o) => o.secured)) {
      const response = await call(t, op);
      expect(response.status, `${op.method} ${op.path}`).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });
});
