import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { type UsedTestApp, useTestApp } from '../../support/use-test-app.js';

const AUTH = '/api/v1/auth';
const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };

/** What the owner's session and keys give the operations below to aim at. */
interface Targets {
  readonly ownSessionId: string;
  readonly otherKeyId: string;
}

interface AccountChange {
  readonly method: string;
  /** The path as the OpenAPI document writes it. */
  readonly template: string;
  readonly path: (targets: Targets) => string;
  /** A body the route's schema accepts, so the refusal is the rule's and not the parser's. */
  readonly body?: object;
  readonly headers?: Record<string, string>;
}

/** Every write of the caller's own account: username, password, sessions, keys, second factor. */
const ACCOUNT_CHANGES: readonly AccountChange[] = [
  {
    method: 'PATCH',
    template: `${AUTH}/me`,
    path: () => `${AUTH}/me`,
    body: { username: 'renamed-by-a-key' },
    headers: MERGE_PATCH,
  },
  {
    method: 'POST',
    template: `${AUTH}/me/password`,
    path: () => `${AUTH}/me/password`,
    body: { currentPassword: 'owner-password', newPassword: 'set-by-a-key-123' },
  },
  { method: 'POST', template: `${AUTH}/logout`, path: () => `${AUTH}/logout` },
  {
    method: 'DELETE',
    template: `${AUTH}/sessions/{id}`,
    path: ({ ownSessionId }) => `${AUTH}/sessions/${ownSessionId}`,
  },
  {
    method: 'POST',
    template: `${AUTH}/api-keys`,
    path: () => `${AUTH}/api-keys`,
    body: { name: 'minted-by-a-key', permissions: [] },
  },
  {
    method: 'DELETE',
    template: `${AUTH}/api-keys/{id}`,
    path: ({ otherKeyId }) => `${AUTH}/api-keys/${otherKeyId}`,
  },
  { method: 'POST', template: `${AUTH}/me/totp`, path: () => `${AUTH}/me/totp` },
  {
    method: 'POST',
    template: `${AUTH}/me/totp/confirm`,
    path: () => `${AUTH}/me/totp/confirm`,
    body: { code: '123456' },
  },
  {
    method: 'POST',
    template: `${AUTH}/me/totp/remove`,
    path: () => `${AUTH}/me/totp/remove`,
    body: { password: 'owner-password' },
  },
];

/** Writes under /api/v1/auth that are not one's own account: signing in, or administering others. */
const NOT_OWN_ACCOUNT = [/^\/api\/v1\/auth\/(login|refresh)$/, /^\/api\/v1\/auth\/(users|roles|lockouts)\b/];

/** Everything the account is, as its owner's session reads it. */
async function accountState(t: UsedTestApp, session: string) {
  const read = async (path: string) => json(await t.request('GET', path, { token: session }));
  return {
    me: await read(`${AUTH}/me`),
    sessions: await read(`${AUTH}/sessions`),
    keys: await read(`${AUTH}/api-keys`),
    secondFactor: await read(`${AUTH}/me/totp`),
  };
}

/** docs/api/access.md#api-keys: an API key acts for its owner but never changes the owner's account. */
describeEachBackend('API keys and the owner’s account', (backend) => {
  const t = useTestApp(backend);

  it('when the OpenAPI document lists a write of one’s own account, then this suite tries it', async () => {
    const document = await json(await t.request('GET', '/openapi.json'));
    const writes = Object.entries(document.paths as Record<string, object>).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== 'get' && path.startsWith(`${AUTH}/`))
        .filter(() => !NOT_OWN_ACCOUNT.some((pattern) => pattern.test(path)))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(writes.sort()).toEqual(
      ACCOUNT_CHANGES.map((change) => `${change.method} ${change.template}`).sort(),
    );
  });

  it('when a key of any permissions changes its owner’s account, then 403 and nothing changes; reading it still works', async () => {
    await t.createUser({ username: 'owner', password: 'owner-password', roles: ['ADMIN'] });
    const session = await t.login('owner', 'owner-password');
    const held: string[] = (await json(await t.request('GET', `${AUTH}/me`, { token: session }))).permissions;
    const keyOf = async (permissions: string[]) => {
      const created = await t.request('POST', `${AUTH}/api-keys`, {
        token: session,
        json: { name: 'script', permissions },
      });
      expect(created.status).toBe(201);
      return json(created);
    };
    const keys = [await keyOf([]), await keyOf(['tasks:read']), await keyOf(held)];
    const [ownSession] = await json(await t.request('GET', `${AUTH}/sessions`, { token: session }));
    const targets: Targets = { ownSessionId: ownSession.id, otherKeyId: keys[0].id };
    const before = await accountState(t, session);

    for (const { key, permissions } of keys) {
      for (const change of ACCOUNT_CHANGES) {
        const response = await t.request(change.method, change.path(targets), {
          token: key,
          ...(change.body && { body: JSON.stringify(change.body) }),
          headers: { 'content-type': 'application/json', ...change.headers },
        });
        const label = `${change.method} ${change.template} with a key of ${JSON.stringify(permissions)}`;
        expect(response.status, label).toBe(403);
        await expectProblem(response, 403, 'AUTH.SIGNED_IN_USER_REQUIRED');
      }
      const me = await t.request('GET', `${AUTH}/me`, { token: key });
      expect(me.status).toBe(200);
      expect(await json(me)).toMatchObject({ username: 'owner' });
    }

    const after = await accountState(t, session);
    expect({ ...after, keys: after.keys.map(withoutLastUse) }).toEqual({
      ...before,
      keys: before.keys.map(withoutLastUse),
    });
    expect(await t.login('owner', 'owner-password')).toEqual(expect.any(String));
  });
});

/** Using a key stamps it; that is not a change of the account. */
function withoutLastUse({ lastUsedDate: _, ...key }: { lastUsedDate: string | null }) {
  return key;
}
