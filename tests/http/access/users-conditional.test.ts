import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { ADMIN } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';
import { conditionalCases } from '../shared/conditional-cases.js';

const base = '/api/v1/auth/users';
const PASSWORD = 'first-password-1';

/** docs/api/records.md#conditional-requests and #patch, on users (docs/api/access.md#users). */
describeEachBackend('users: ETags, If-Match, If-None-Match and PATCH', (backend) => {
  const t = useTestApp(backend);
  const create = async (username: string) =>
    json(
      await t.request('POST', base, {
        token: t.admin,
        json: { username, password: PASSWORD, roles: ['USER'] },
      }),
    );

  conditionalCases(t, backend, {
    name: 'users',
    base,
    create: (_app, n) => create(`user-${n}`),
    put: (current) => ({ username: current.username, enabled: !current.enabled, roles: current.roles }),
    patch: { body: { roles: ['USER', 'ADMIN'] }, expected: { roles: ['ADMIN', 'USER'], enabled: true } },
  });

  const patch = (id: number, body: object) =>
    t.request('PATCH', `${base}/${id}`, {
      token: t.admin,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/merge-patch+json' },
    });

  it('when a patch holds a password, then it replaces the password; without one, or null, the password stays', async () => {
    const { id } = await create('pat');
    const renamed = await json(await patch(id, { username: 'pat-2' }));
    expect(renamed).toEqual(expect.not.objectContaining({ password: expect.anything() }));
    expect(Object.keys(renamed).some((key) => /password/i.test(key))).toBe(false);
    expect(await t.login('pat-2', PASSWORD)).toBeTruthy();
    expect((await patch(id, { password: null, enabled: true })).status).toBe(200);
    expect(await t.login('pat-2', PASSWORD)).toBeTruthy();
    expect((await patch(id, { password: 'second-password-2' })).status).toBe(200);
    expect(await t.login('pat-2', 'second-password-2')).toBeTruthy();
  });

  it('when a patch sends a password hash, a short password or a taken username, then PUT’s answer: 400, 400, 409', async () => {
    const { id } = await create('sam');
    await create('taken');
    const hash = await expectProblem(await patch(id, { passwordHash: 'x' }), 400, 'REQUEST.INVALID');
    expect(hash.errors?.[0]?.path).toBe('passwordHash');
    await expectProblem(await patch(id, { password: 'short' }), 400);
    await expectProblem(await patch(id, { username: 'TAKEN' }), 409, 'USER.USERNAME_TAKEN');
  });

  it('when a patch would disable or demote the configured administrator, then 409 USER.PROTECTED', async () => {
    const admin = (await json(await t.request('GET', base, { token: t.admin }))).find(
      (user: { username: string }) => user.username === ADMIN.username,
    );
    await expectProblem(await patch(admin.id, { enabled: false }), 409, 'USER.PROTECTED');
    await expectProblem(await patch(admin.id, { roles: ['USER'] }), 409, 'USER.PROTECTED');
  });
});
