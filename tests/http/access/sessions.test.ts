import { expect, it } from 'vitest';
import { RECENT_ACTOR_SECONDS } from '../../../application/access/recent-actors.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { ManualClock } from '../../support/manual-clock.js';
import type { TestApp } from '../../support/test-app.js';
import { withTwoInstances } from '../../support/two-instances.js';
import { useTestApp } from '../../support/use-test-app.js';

const AUTH = '/api/v1/auth';

interface Pair {
  readonly accessToken: string;
  readonly refreshToken: string;
}

async function signIn(app: TestApp, username: string, password: string): Promise<Pair> {
  const response = await app.request('POST', `${AUTH}/login`, { json: { username, password } });
  expect(response.status).toBe(200);
  return json(response);
}

const refresh = (app: TestApp, refreshToken: string) =>
  app.request('POST', `${AUTH}/refresh`, { json: { refreshToken } });

const me = async (app: TestApp, token: string) => (await app.request('GET', `${AUTH}/me`, { token })).status;

/** docs/api/access.md#sessions and #self-service */
describeEachBackend('sessions', (backend) => {
  const t = useTestApp(backend);

  async function aUser(username = 'alice') {
    const user = await t.createUser({ username, roles: ['USER'] });
    return { user, pair: await signIn(t, username, user.password) };
  }

  it('when a refresh token is used, then a new pair comes and the old refresh token is used up', async () => {
    const { pair } = await aUser();
    const answer = await refresh(t, pair.refreshToken);
    expect(answer.status).toBe(200);
    const next = await json(answer);
    expect(next).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, user: { username: 'alice' } });
    expect(next.refreshToken).not.toBe(pair.refreshToken);
    expect(await me(t, next.accessToken)).toBe(200);
    expect(await me(t, pair.accessToken)).toBe(200);
  });

  it('when a used refresh token comes back, then the whole session ends: 401 AUTH.REFRESH_REUSED, and its tokens stop', async () => {
    const { pair } = await aUser();
    const next = await json(await refresh(t, pair.refreshToken));
    await expectProblem(await refresh(t, pair.refreshToken), 401, 'AUTH.REFRESH_REUSED');
    await expectProblem(await refresh(t, next.refreshToken), 401, 'AUTH.INVALID_REFRESH_TOKEN');
    expect(await me(t, next.accessToken)).toBe(401);
    expect(await me(t, pair.accessToken)).toBe(401);
  });

  it('when two clients refresh with one token at once, then exactly one gets a pair and the session then ends', async () => {
    const { pair } = await aUser();
    const answers = await Promise.all([refresh(t, pair.refreshToken), refresh(t, pair.refreshToken)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const winner = await json(answers.find((answer) => answer.status === 200)!);
    expect((await json(answers.find((answer) => answer.status === 401)!)).code).toBe('AUTH.REFRESH_REUSED');
    expect(await me(t, winner.accessToken)).toBe(401);
    await expectProblem(await refresh(t, winner.refreshToken), 401, 'AUTH.INVALID_REFRESH_TOKEN');
  });

  it('when a refresh token is unknown or malformed, then 401 or 400, and nothing changes', async () => {
    await expectProblem(await refresh(t, 'no-such-token'), 401, 'AUTH.INVALID_REFRESH_TOKEN');
    await expectProblem(await t.request('POST', `${AUTH}/refresh`, { json: {} }), 400);
    await expectProblem(await t.request('POST', `${AUTH}/refresh`, { json: { refreshToken: 1 } }), 400);
  });

  it('when a user logs out, then that session’s tokens stop and their other sessions go on', async () => {
    const { user, pair } = await aUser();
    const other = await signIn(t, 'alice', user.password);
    const out = await t.request('POST', `${AUTH}/logout`, { token: pair.accessToken });
    expect(out.status).toBe(204);
    expect(await me(t, pair.accessToken)).toBe(401);
    await expectProblem(await refresh(t, pair.refreshToken), 401, 'AUTH.INVALID_REFRESH_TOKEN');
    expect(await me(t, other.accessToken)).toBe(200);
  });

  it('when a user lists and ends their sessions, then they see their own only, the current one marked', async () => {
    const { user, pair } = await aUser();
    const other = await signIn(t, 'alice', user.password);
    const bob = await aUser('bob');
    const listed = await json(await t.request('GET', `${AUTH}/sessions`, { token: pair.accessToken }));
    expect(listed).toHaveLength(2);
    expect(listed.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(Object.keys(listed[0]).sort()).toEqual([
      'clientAddress',
      'createdDate',
      'current',
      'expiresDate',
      'id',
      'lastUsedDate',
      'userAgent',
    ]);
    const otherId = listed.find((session: { current: boolean }) => !session.current).id;
    const bobs = await json(await t.request('GET', `${AUTH}/sessions`, { token: bob.pair.accessToken }));
    await expectProblem(
      await t.request('DELETE', `${AUTH}/sessions/${bobs[0].id}`, { token: pair.accessToken }),
      404,
      'SESSION.NOT_FOUND',
    );
    expect(await me(t, bob.pair.accessToken)).toBe(200);
    expect(
      (await t.request('DELETE', `${AUTH}/sessions/${otherId}`, { token: pair.accessToken })).status,
    ).toBe(204);
    expect(await me(t, other.accessToken)).toBe(401);
    expect(await me(t, pair.accessToken)).toBe(200);
    await expectProblem(
      await t.request('DELETE', `${AUTH}/sessions/bad%20id`, { token: pair.accessToken }),
      400,
    );
  });

  it('when a user changes their password, then every old session stops and the answer is a new one', async () => {
    const { user, pair } = await aUser();
    const other = await signIn(t, 'alice', user.password);
    const wrong = await t.request('POST', `${AUTH}/me/password`, {
      token: pair.accessToken,
      json: { currentPassword: 'not mine', newPassword: 'a brand new passphrase' },
    });
    await expectProblem(wrong, 400, 'USER.WRONG_PASSWORD');
    expect(await me(t, pair.accessToken)).toBe(200);
    const tooShort = await t.request('POST', `${AUTH}/me/password`, {
      token: pair.accessToken,
      json: { currentPassword: user.password, newPassword: 'short' },
    });
    await expectProblem(tooShort, 400);
    const changed = await t.request('POST', `${AUTH}/me/password`, {
      token: pair.accessToken,
      json: { currentPassword: user.password, newPassword: 'a brand new passphrase' },
    });
    expect(changed.status).toBe(200);
    const fresh = await json(changed);
    expect(await me(t, pair.accessToken)).toBe(401);
    expect(await me(t, other.accessToken)).toBe(401);
    await expectProblem(await refresh(t, other.refreshToken), 401, 'AUTH.INVALID_REFRESH_TOKEN');
    expect(await me(t, fresh.accessToken)).toBe(200);
    expect(
      (await t.request('POST', `${AUTH}/login`, { json: { username: 'alice', password: user.password } }))
        .status,
    ).toBe(401);
    await signIn(t, 'alice', 'a brand new passphrase');
  });

  it('when an administrator sets a user’s password, then the user’s sessions stop; a USER may not', async () => {
    const { user, pair } = await aUser();
    const bob = await aUser('bob');
    await expectProblem(
      await t.request('POST', `${AUTH}/users/${user.id}/password`, {
        token: bob.pair.accessToken,
        json: { newPassword: 'chosen by bob' },
      }),
      403,
    );
    const reset = await t.request('POST', `${AUTH}/users/${user.id}/password`, {
      token: t.admin,
      json: { newPassword: 'set by the admin' },
    });
    expect(reset.status).toBe(204);
    expect(await me(t, pair.accessToken)).toBe(401);
    await signIn(t, 'alice', 'set by the admin');
    await expectProblem(
      await t.request('POST', `${AUTH}/users/999999/password`, {
        token: t.admin,
        json: { newPassword: 'whatever it is' },
      }),
      404,
      'USER.NOT_FOUND',
    );
  });

  it('when an administrator lists and ends a user’s sessions, then they all stop', async () => {
    const { user, pair } = await aUser();
    await signIn(t, 'alice', user.password);
    const listed = await json(
      await t.request('GET', `${AUTH}/users/${user.id}/sessions`, { token: t.admin }),
    );
    expect(listed).toHaveLength(2);
    expect((await t.request('DELETE', `${AUTH}/users/${user.id}/sessions`, { token: t.admin })).status).toBe(
      204,
    );
    expect(await me(t, pair.accessToken)).toBe(401);
    expect(
      await json(await t.request('GET', `${AUTH}/users/${user.id}/sessions`, { token: t.admin })),
    ).toEqual([]);
    await expectProblem(
      await t.request('GET', `${AUTH}/users/999999/sessions`, { token: t.admin }),
      404,
      'USER.NOT_FOUND',
    );
  });

  it('when a user is disabled, then their refresh token no longer works', async () => {
    const { user, pair } = await aUser();
    const disabled = await t.request('PUT', `${AUTH}/users/${user.id}`, {
      token: t.admin,
      json: { username: 'alice', enabled: false, roles: ['USER'] },
    });
    expect(disabled.status).toBe(200);
    await expectProblem(await refresh(t, pair.refreshToken), 401, 'AUTH.INVALID_REFRESH_TOKEN');
  });

  it('when a user renames themself, then 200 with the new name; the configured administrator may not', async () => {
    const { pair } = await aUser();
    const renamed = await t.request('PATCH', `${AUTH}/me`, {
      token: pair.accessToken,
      json: { username: 'alice.smith' },
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ username: 'alice.smith', roles: ['USER'] });
    expect(await me(t, pair.accessToken)).toBe(200);
    const admin = await t.request('PATCH', `${AUTH}/me`, {
      token: t.admin,
      json: { username: 'boss' },
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    await expectProblem(admin, 409, 'USER.PROTECTED');
    const unknown = await t.request('PATCH', `${AUTH}/me`, {
      token: pair.accessToken,
      json: { roles: ['ADMIN'] },
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    await expectProblem(unknown, 400);
  });
});

/** docs/deployment.md: an ended session stops on every instance within the actor cache's two seconds. */
describeEachBackend(
  'sessions across instances',
  (backend) => {
    it('when a password is changed on one instance, then the old token stops on the other within two seconds', async () => {
      const clock = new ManualClock();
      await withTwoInstances(
        backend,
        async (one, two) => {
          const user = await one.createUser({ username: 'alice', roles: ['USER'] });
          const pair = await signIn(one, 'alice', user.password);
          expect(await me(two, pair.accessToken)).toBe(200);
          const changed = await one.request('POST', `${AUTH}/me/password`, {
            token: pair.accessToken,
            json: { currentPassword: user.password, newPassword: 'a brand new passphrase' },
          });
          expect(changed.status).toBe(200);
          // The other instance may go on with the actor it remembers from its last answer, for
          // two seconds of its clock and no longer.
          clock.advanceSeconds(RECENT_ACTOR_SECONDS);
          expect(await me(two, pair.accessToken)).toBe(401);
          expect(await me(one, pair.accessToken)).toBe(401);
        },
        { clock },
      );
    });
  },
  ['postgres'],
);
