import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { capturedLogger } from '../../support/captured-logger.js';
import { expectProblem, json } from '../../support/http.js';
import { ADMIN, type TestApp } from '../../support/test-app.js';
import { withTwoInstances } from '../../support/two-instances.js';
import { useTestApp } from '../../support/use-test-app.js';

const LOGIN = '/api/v1/auth/login';
const LOCKOUTS = '/api/v1/auth/lockouts';

const login = (app: TestApp, username: string, password: string) =>
  app.request('POST', LOGIN, { json: { username, password } });

async function failTenTimes(apps: readonly TestApp[], username: string) {
  for (let i = 0; i < 10; i++)
    expect((await login(apps[i % apps.length]!, username, 'wrong password')).status).toBe(401);
}

/** docs/api/access.md#login-throttling: lockouts an administrator can see and lift. */
describeEachBackend('login lockouts', (backend) => {
  let lines: string[] = [];
  const t = useTestApp(backend, {
    app: () => {
      const captured = capturedLogger();
      lines = captured.lines;
      return { logger: captured.logger };
    },
  });

  it('when a user is locked out, then a warn line says who and from where, never the password', async () => {
    const user = await t.createUser({ username: 'bob', roles: ['USER'] });
    await failTenTimes([t], 'Bob');
    await expectProblem(await login(t, 'bob', user.password), 429, 'AUTH.TOO_MANY_ATTEMPTS');
    const locked = lines.map((line) => JSON.parse(line)).filter((entry) => entry.event === 'login.locked');
    expect(locked).toHaveLength(1);
    expect(locked[0]).toMatchObject({
      level: 40,
      username: 'bob',
      limit: 'username-and-address',
      clientAddress: expect.any(String),
    });
    expect(lines.join('\n')).not.toContain('wrong password');
  });

  it('when an administrator lists and lifts a username’s lockout, then the right password logs in at once', async () => {
    const user = await t.createUser({ username: 'bob', roles: ['USER'] });
    await failTenTimes([t], 'bob');
    const listed = await json(await t.request('GET', LOCKOUTS, { token: t.admin }));
    expect(listed).toEqual([
      {
        username: 'bob',
        clientAddress: expect.any(String),
        limit: 'username-and-address',
        failures: 10,
        lockedUntil: expect.stringMatching(/Z$/),
      },
    ]);
    expect((await t.request('DELETE', `${LOCKOUTS}?username=BOB`, { token: t.admin })).status).toBe(204);
    expect((await login(t, 'bob', user.password)).status).toBe(200);
    expect(await json(await t.request('GET', LOCKOUTS, { token: t.admin }))).toEqual([]);
    expect((await t.request('DELETE', `${LOCKOUTS}?username=nobody`, { token: t.admin })).status).toBe(204);
  });

  it('when an address is lifted, then its address lockout is gone', async () => {
    for (let i = 0; i < 100; i++) await login(t, `user${i}`, 'wrong password');
    const listed = await json(await t.request('GET', LOCKOUTS, { token: t.admin }));
    const byAddress = listed.find((lockout: { limit: string }) => lockout.limit === 'address');
    expect(byAddress).toMatchObject({ username: null, failures: 100 });
    await expectProblem(await login(t, 'someone', 'x'), 429);
    const lifted = await t.request(
      'DELETE',
      `${LOCKOUTS}?address=${encodeURIComponent(byAddress.clientAddress)}`,
      {
        token: t.admin,
      },
    );
    expect(lifted.status).toBe(204);
    await expectProblem(await login(t, 'someone', 'x'), 401);
  });

  it('when a lift names both a username and an address, then both lockouts are lifted', async () => {
    const bob = await t.createUser({ username: 'bob', roles: ['USER'] });
    await failTenTimes([t], 'bob');
    for (let i = 0; i < 100; i++) await login(t, `user${i}`, 'wrong password');
    const listed = await json(await t.request('GET', LOCKOUTS, { token: t.admin }));
    expect(listed.map((lockout: { limit: string }) => lockout.limit).sort()).toEqual([
      'address',
      'username-and-address',
    ]);
    const address = encodeURIComponent(listed[0].clientAddress);
    const lifted = await t.request('DELETE', `${LOCKOUTS}?username=bob&address=${address}`, {
      token: t.admin,
    });
    expect(lifted.status).toBe(204);
    expect(await json(await t.request('GET', LOCKOUTS, { token: t.admin }))).toEqual([]);
    expect((await login(t, 'bob', bob.password)).status).toBe(200);
  });

  it('when the lift names neither, or a USER asks, then 400 or 403 and nothing is lifted', async () => {
    await failTenTimes([t], 'bob');
    await expectProblem(await t.request('DELETE', LOCKOUTS, { token: t.admin }), 400, 'LOCKOUT.WHICH');
    await expectProblem(await t.request('DELETE', `${LOCKOUTS}?user=bob`, { token: t.admin }), 400);
    const reader = await (await t.createUser({ username: 'reader', roles: ['USER'] })).token();
    await expectProblem(await t.request('DELETE', `${LOCKOUTS}?username=bob`, { token: reader }), 403);
    await expectProblem(await t.request('GET', LOCKOUTS, { token: reader }), 403);
    expect(await json(await t.request('GET', LOCKOUTS, { token: t.admin }))).toHaveLength(1);
  });
});

/** docs/deployment.md: instances on one database count the same failures. */
describeEachBackend(
  'login lockouts across instances',
  (backend) => {
    it('when failures are spread over two instances, then the pair is locked on both', async () => {
      await withTwoInstances(backend, async (one, two) => {
        await failTenTimes([one, two], ADMIN.username);
        for (const app of [one, two])
          await expectProblem(await login(app, ADMIN.username, ADMIN.password), 429);
      });
    }, 20_000);
  },
  ['postgres', 'sqlite'],
);
