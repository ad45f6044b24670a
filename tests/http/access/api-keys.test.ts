import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { ManualClock } from '../../support/manual-clock.js';
import { useTestApp } from '../../support/use-test-app.js';

const KEYS = '/api/v1/auth/api-keys';
const TASKS = '/api/v1/task';

/** docs/api/access.md#api-keys */
describeEachBackend('API keys', (backend) => {
  let clock = new ManualClock();
  const t = useTestApp(backend, {
    app: () => {
      clock = new ManualClock();
      return { clock };
    },
  });

  async function keyOf(token: string, permissions: string[], extra: object = {}) {
    const created = await t.request('POST', KEYS, { token, json: { name: 'script', permissions, ...extra } });
    expect(created.status, await created.clone().text()).toBe(201);
    return json(created);
  }

  it('when an owner creates a key, then it is shown once, works as a bearer within its permissions and never beyond', async () => {
    const created = await keyOf(t.admin, ['tasks:read', 'tasks:write']);
    expect(created.key).toMatch(/^tsk_[0-9a-f]{16}_[\w-]{43}$/);
    expect(created).toMatchObject({
      name: 'script',
      permissions: ['tasks:read', 'tasks:write'],
      revokedDate: null,
    });
    const key = created.key as string;
    const task = await t.request('POST', TASKS, { token: key, json: { code: 'K1', label: 'By a script' } });
    expect(task.status).toBe(201);
    // The key acts for its owner: the audit fields name them.
    expect(await json(task)).toMatchObject({ createdBy: 'admin' });
    await expectProblem(await t.request('GET', '/api/v1/auth/users', { token: key }), 403, 'AUTH.FORBIDDEN');
    await expectProblem(await t.request('GET', `${TASKS}/export.csv`, { token: key }), 403, 'AUTH.FORBIDDEN');
    const listed = await json(await t.request('GET', KEYS, { token: t.admin }));
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(key.slice(-43));
    expect(listed[0].lastUsedDate).toMatch(/Z$/);
  });

  it('when a key would grant what its owner does not hold, then 403 naming it; unknown permissions are 400', async () => {
    const user = await t.createUser({ username: 'reader', roles: ['USER'] });
    const token = await user.token();
    const wider = await t.request('POST', KEYS, { token, json: { name: 'x', permissions: ['tasks:write'] } });
    const problem = await expectProblem(wider, 403, 'API_KEY.PERMISSION_NOT_HELD');
    expect(problem.detail).toContain('tasks:write');
    const unknown = await t.request('POST', KEYS, { token, json: { name: 'x', permissions: ['tasks:fly'] } });
    await expectProblem(unknown, 400, 'ROLE.UNKNOWN_PERMISSION');
    expect(await json(await t.request('GET', KEYS, { token }))).toEqual([]);
  });

  it('when the owner loses a right, then their keys lose it too; a disabled owner’s keys stop', async () => {
    const editor = await t.createUser({ username: 'editor', roles: ['ADMIN'] });
    const { key, id: _id } = await keyOf(await editor.token(), ['tasks:read', 'tasks:write']);
    expect((await t.request('GET', TASKS, { token: key })).status).toBe(200);
    const demoted = await t.request('PUT', `/api/v1/auth/users/${editor.id}`, {
      token: t.admin,
      json: { username: 'editor', enabled: true, roles: ['USER'] },
    });
    expect(demoted.status).toBe(200);
    expect((await t.request('GET', TASKS, { token: key })).status).toBe(200);
    await expectProblem(
      await t.request('POST', TASKS, { token: key, json: { code: 'K2', label: 'No' } }),
      403,
    );
    await t.request('PUT', `/api/v1/auth/users/${editor.id}`, {
      token: t.admin,
      json: { username: 'editor', enabled: false, roles: ['USER'] },
    });
    await expectProblem(await t.request('GET', TASKS, { token: key }), 401);
  });

  it('when the owner revokes a key, then it stops at once; an administrator can revoke one too', async () => {
    const first = await keyOf(t.admin, ['tasks:read']);
    const second = await keyOf(t.admin, ['tasks:read']);
    expect((await t.request('GET', TASKS, { token: first.key })).status).toBe(200);
    expect((await t.request('DELETE', `${KEYS}/${first.id}`, { token: t.admin })).status).toBe(204);
    await expectProblem(await t.request('GET', TASKS, { token: first.key }), 401);
    await expectProblem(
      await t.request('DELETE', `${KEYS}/${first.id}`, { token: t.admin }),
      404,
      'API_KEY.NOT_FOUND',
    );
    const me = await json(await t.request('GET', '/api/v1/auth/me', { token: t.admin }));
    const byAdmin = await t.request('DELETE', `/api/v1/auth/users/${me.id}/api-keys/${second.id}`, {
      token: t.admin,
    });
    expect(byAdmin.status).toBe(204);
    await expectProblem(await t.request('GET', TASKS, { token: second.key }), 401);
    const listed = await json(
      await t.request('GET', `/api/v1/auth/users/${me.id}/api-keys`, { token: t.admin }),
    );
    expect(listed.map((key: { revokedDate: string | null }) => key.revokedDate !== null)).toEqual([
      true,
      true,
    ]);
  });

  it('when someone else’s key is revoked by a user, then 404 and it still works', async () => {
    const theirs = await keyOf(t.admin, ['tasks:read']);
    const user = await t.createUser({ username: 'other', roles: ['USER'] });
    await expectProblem(
      await t.request('DELETE', `${KEYS}/${theirs.id}`, { token: await user.token() }),
      404,
      'API_KEY.NOT_FOUND',
    );
    expect((await t.request('GET', TASKS, { token: theirs.key })).status).toBe(200);
  });

  it('when a key has expired, then 401; an expiry in the past or malformed is 400', async () => {
    const past = await t.request('POST', KEYS, {
      token: t.admin,
      json: { name: 'x', permissions: [], expiresAt: '2001-01-01T00:00:00Z' },
    });
    await expectProblem(past, 400, 'API_KEY.INVALID_EXPIRY');
    const malformed = await t.request('POST', KEYS, {
      token: t.admin,
      json: { name: 'x', permissions: [], expiresAt: 'tomorrow' },
    });
    await expectProblem(malformed, 400, 'API_KEY.INVALID_EXPIRY');
    const inAMinute = new Date(clock.date().getTime() + 60_000).toISOString();
    const soon = await keyOf(t.admin, ['tasks:read'], { expiresAt: inAMinute });
    expect((await t.request('GET', TASKS, { token: soon.key })).status).toBe(200);
    clock.advanceSeconds(59);
    expect((await t.request('GET', TASKS, { token: soon.key })).status).toBe(200);
    // Past the expiry, though within the two seconds an instance remembers a key it has just read.
    clock.advanceSeconds(1);
    await expectProblem(await t.request('GET', TASKS, { token: soon.key }), 401);
  });

  it('when a key is used to manage keys or sessions, then 403; a forged or malformed key is 401', async () => {
    const { key, id } = await keyOf(t.admin, ['tasks:read']);
    await expectProblem(
      await t.request('POST', KEYS, { token: key, json: { name: 'y', permissions: [] } }),
      403,
      'AUTH.SIGNED_IN_USER_REQUIRED',
    );
    await expectProblem(
      await t.request('POST', '/api/v1/auth/logout', { token: key }),
      403,
      'AUTH.SIGNED_IN_USER_REQUIRED',
    );
    await expectProblem(
      await t.request('DELETE', `${KEYS}/${id}`, { token: key }),
      403,
      'AUTH.SIGNED_IN_USER_REQUIRED',
    );
    const forged = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    await expectProblem(await t.request('GET', TASKS, { token: forged }), 401);
    await expectProblem(await t.request('GET', TASKS, { token: 'tsk_nothing' }), 401);
    await expectProblem(
      await t.request('GET', TASKS, { token: `tsk_${'0'.repeat(16)}_${'a'.repeat(43)}` }),
      401,
    );
  });

  it('when the name is blank or the body malformed, then 400; without a token, 401', async () => {
    await expectProblem(
      await t.request('POST', KEYS, { token: t.admin, json: { name: ' ', permissions: [] } }),
      400,
      'API_KEY.INVALID_NAME',
    );
    await expectProblem(await t.request('POST', KEYS, { token: t.admin, json: { name: 'x' } }), 400);
    await expectProblem(await t.request('GET', KEYS), 401);
    await expectProblem(await t.request('DELETE', `${KEYS}/not-hex`, { token: t.admin }), 400);
    await expectProblem(
      await t.request('GET', '/api/v1/auth/users/999999/api-keys', { token: t.admin }),
      404,
      'USER.NOT_FOUND',
    );
  });
});
