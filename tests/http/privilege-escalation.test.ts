import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '../../domain/access/permission.js';
import { json } from '../support/http.js';
import type { TestApp } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

interface Operation {
  readonly method: string;
  readonly path: string;
  /** The permission it requires, `any` for every authenticated user; undefined when public. */
  readonly permission: string | undefined;
  readonly roles: readonly string[] | undefined;
  readonly secured: boolean;
}

type Documented = Record<string, { security?: unknown[]; 'x-roles'?: string[]; 'x-permission'?: string }>;

/** Every operation of the served OpenAPI document, with a concrete path naming nothing stored (`{id}` → 999999). */
async function operations(t: TestApp): Promise<Operation[]> {
  const doc = await json(await t.request('GET', '/openapi.json'));
  return Object.entries<Documented>(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{[^}]+\}/g, '999999'),
      permission: operation['x-permission'],
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

const statusOf = async (t: TestApp, op: Operation, token: string) => (await call(t, op, token)).status;

/** A role of this code holding exactly these permissions, and a user holding only it. */
async function holderOf(t: TestApp, admin: string, code: string, permissions: readonly Permission[]) {
  const created = await t.request('POST', '/api/v1/auth/roles', {
    token: admin,
    json: { code, label: code, permissions },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return (await t.createUser({ username: code.toLowerCase().replaceAll('_', '-'), roles: [code] })).token();
}

/** OWASP API5 (broken function-level authorization), generated from the route table and the permission catalogue. */
describe('access to every operation', () => {
  const t = useTestApp('memory', { signIn: true, per: 'all' });
  let all: Operation[];
  let guarded: Operation[];
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    all = await operations(t);
    guarded = all.filter((op) => op.secured && op.permission !== 'any');
    tokens.set('USER', await (await t.createUser({ username: 'plain-user', roles: ['USER'] })).token());
    tokens.set(
      'ANONYMOUS',
      await (await t.createUser({ username: 'anon-user', roles: ['ANONYMOUS'] })).token(),
    );
    for (const [index, permission] of PERMISSIONS.entries()) {
      tokens.set(`only ${permission}`, await holderOf(t, t.admin, `ONLY_${index}`, [permission]));
      const others = PERMISSIONS.filter((other) => other !== permission);
      tokens.set(`all but ${permission}`, await holderOf(t, t.admin, `BUT_${index}`, others));
    }
  });

  it('when the document is read, then every secured operation states its permission and the system roles that hold it', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((op) => op.secured && (op.permission === undefined || op.roles === undefined))).toEqual(
      [],
    );
    const unknown = guarded.filter((op) => !(PERMISSIONS as readonly string[]).includes(op.permission!));
    expect(unknown).toEqual([]);
    // Every permission guards at least one operation: none is dead weight in the catalogue.
    expect(PERMISSIONS.filter((permission) => !guarded.some((op) => op.permission === permission))).toEqual(
      [],
    );
  });

  it('when a user holds only the permission an operation states, then neither 401 nor 403', async () => {
    const refused = [];
    for (const op of guarded) {
      const status = await statusOf(t, op, tokens.get(`only ${op.permission}`)!);
      if (status === 401 || status === 403) refused.push(`${op.method} ${op.path} ${status}`);
    }
    expect(refused).toEqual([]);
  });

  it('when a user holds every permission but the one an operation states, then 403 every time, before the body is read', async () => {
    const answers = await Promise.all(
      guarded.map(
        async (op) =>
          `${op.method} ${op.path} ${await statusOf(t, op, tokens.get(`all but ${op.permission}`)!)}`,
      ),
    );
    expect(answers).toEqual(guarded.map((op) => `${op.method} ${op.path} 403`));
  });

  it('when a USER calls each operation, then it passes exactly where the document lists USER', async () => {
    const answers = await Promise.all(
      guarded.map(async (op) => {
        const status = await statusOf(t, op, tokens.get('USER')!);
        return `${op.method} ${op.path} ${status === 403 ? 'refused' : 'passed'}`;
      }),
    );
    expect(answers).toEqual(
      guarded.map((op) => `${op.method} ${op.path} ${op.roles!.includes('USER') ? 'passed' : 'refused'}`),
    );
    expect(guarded.filter((op) => op.roles!.includes('USER')).length).toBeGreaterThan(30);
  });

  it('when a user holding only ANONYMOUS calls any guarded operation, then 403; ADMIN passes every one', async () => {
    const anonymous = await Promise.all(guarded.map((op) => statusOf(t, op, tokens.get('ANONYMOUS')!)));
    expect(anonymous.filter((status) => status !== 403)).toEqual([]);
    for (const op of guarded)
      expect([401, 403], `${op.method} ${op.path}`).not.toContain(await statusOf(t, op, t.admin));
  });

  it('when any secured operation is called without a token, then 401 with WWW-Authenticate: Bearer', async () => {
    for (const op of all.filter((o) => o.secured)) {
      const response = await call(t, op);
      expect(response.status, `${op.method} ${op.path}`).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });
});
