import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { type Instant, instantFromMicros } from '../../../domain/shared/instant.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import type { TestApp } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';

const ME = '/api/v1/auth/me/totp';
const LOGIN = '/api/v1/auth/login';
const STEP = 30_000_000;
/** The start of a 30-second step, so that a test knows which codes are current. */
const T0 = 1_800_000_010 * 1_000_000;

class ManualClock {
  micros = T0;
  now(): Instant {
    return instantFromMicros(this.micros);
  }
}

/** The code an authenticator app holding `secret` shows at the clock's time, `steps` steps later. */
function codeOf(secret: string, clock: ManualClock, steps = 0): string {
  const app = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return app.generate({ timestamp: (clock.micros + steps * STEP) / 1000 });
}

/** docs/api/access.md#second-factor */
describeEachBackend('second factor (TOTP)', (backend) => {
  const clock = new ManualClock();
  const t = useTestApp(backend, {
    app: () => {
      clock.micros = T0;
      return { clock };
    },
  });

  async function enrolled(app: TestApp, username = 'alice') {
    const user = await app.createUser({ username, roles: ['USER'] });
    const token = await user.token();
    const started = await app.request('POST', ME, { token });
    expect(started.status).toBe(201);
    const { secret, otpauthUri } = await json(started);
    expect(otpauthUri).toMatch(new RegExp(`^otpauth://totp/Task%20Service:${username}\\?`));
    expect(otpauthUri).toContain(`secret=${secret}`);
    const confirmed = await app.request('POST', `${ME}/confirm`, {
      token,
      json: { code: codeOf(secret, clock) },
    });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = await json(confirmed);
    return { user, token, secret: secret as string, recoveryCodes: recoveryCodes as string[] };
  }

  const login = (app: TestApp, username: string, password: string, oneTimeCode?: string) =>
    app.request('POST', LOGIN, {
      json: { username, password, ...(oneTimeCode !== undefined && { oneTimeCode }) },
    });

  it('when a user sets up an app and confirms it, then login asks for a code and accepts the next one', async () => {
    const { user, token, secret, recoveryCodes } = await enrolled(t);
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect(await json(await t.request('GET', ME, { token }))).toEqual({
      enrolled: true,
      pending: false,
      confirmedAt: expect.any(String),
      recoveryCodesLeft: 10,
    });
    await expectProblem(await login(t, user.username, user.password), 401, 'AUTH.SECOND_FACTOR_REQUIRED');
    // The code that confirmed the set-up was used; the app's next one logs in.
    clock.micros += STEP;
    const answer = await login(t, user.username, user.password, codeOf(secret, clock));
    expect(answer.status).toBe(200);
    expect((await json(answer)).user.username).toBe('alice');
  });

  it('when a code is wrong, used before or too old, then 401 AUTH.INVALID_SECOND_FACTOR', async () => {
    const { user, secret } = await enrolled(t);
    clock.micros += STEP;
    const current = codeOf(secret, clock);
    await expectProblem(
      await login(t, user.username, user.password, '000000'),
      401,
      'AUTH.INVALID_SECOND_FACTOR',
    );
    expect((await login(t, user.username, user.password, current)).status).toBe(200);
    await expectProblem(
      await login(t, user.username, user.password, current),
      401,
      'AUTH.INVALID_SECOND_FACTOR',
    );
    clock.micros += 3 * STEP;
    await expectProblem(
      await login(t, user.username, user.password, current),
      401,
      'AUTH.INVALID_SECOND_FACTOR',
    );
    await expectProblem(
      await login(t, user.username, user.password, 'not a code'),
      401,
      'AUTH.INVALID_SECOND_FACTOR',
    );
    // One step of drift either way is allowed: a phone clock a little behind.
    expect((await login(t, user.username, user.password, codeOf(secret, clock, -1))).status).toBe(200);
  });

  it('when the password is wrong, then the code is not even looked at', async () => {
    const { user, secret } = await enrolled(t);
    clock.micros += STEP;
    await expectProblem(
      await login(t, user.username, 'wrong password', codeOf(secret, clock)),
      401,
      'AUTH.INVALID_CREDENTIALS',
    );
    expect((await login(t, user.username, user.password, codeOf(secret, clock))).status).toBe(200);
  });

  it('when a recovery code is given instead, then it logs in once, in any case, with or without its dash', async () => {
    const { user, token, recoveryCodes } = await enrolled(t);
    const [first, second] = recoveryCodes;
    expect((await login(t, user.username, user.password, first!.toUpperCase())).status).toBe(200);
    await expectProblem(
      await login(t, user.username, user.password, first!),
      401,
      'AUTH.INVALID_SECOND_FACTOR',
    );
    expect((await login(t, user.username, user.password, second!.replace('-', ''))).status).toBe(200);
    expect((await json(await t.request('GET', ME, { token }))).recoveryCodesLeft).toBe(8);
  });

  it('when the set-up is not confirmed, then login does not ask for a code and a wrong first code changes nothing', async () => {
    const user = await t.createUser({ username: 'bob', roles: ['USER'] });
    const token = await user.token();
    const { secret } = await json(await t.request('POST', ME, { token }));
    expect(await json(await t.request('GET', ME, { token }))).toMatchObject({
      enrolled: false,
      pending: true,
    });
    expect((await login(t, 'bob', user.password)).status).toBe(200);
    const wrong = await t.request('POST', `${ME}/confirm`, { token, json: { code: '000000' } });
    const problem = await expectProblem(wrong, 400, 'TOTP.INVALID_CODE');
    expect(problem.errors).toEqual([
      { path: 'code', message: 'is not the current code of the authenticator app' },
    ]);
    expect((await login(t, 'bob', user.password)).status).toBe(200);
    // Starting again replaces the secret: the old one no longer confirms.
    const again = await json(await t.request('POST', ME, { token }));
    expect(again.secret).not.toBe(secret);
    const stale = await t.request('POST', `${ME}/confirm`, { token, json: { code: codeOf(secret, clock) } });
    await expectProblem(stale, 400, 'TOTP.INVALID_CODE');
  });

  it('when a set-up is confirmed twice or started again, then 409; confirming without a start is 409 too', async () => {
    const { token } = await enrolled(t);
    await expectProblem(await t.request('POST', ME, { token }), 409, 'TOTP.ALREADY_ENROLLED');
    const other = await (await t.createUser({ username: 'carol', roles: ['USER'] })).token();
    await expectProblem(
      await t.request('POST', `${ME}/confirm`, { token: other, json: { code: '123456' } }),
      409,
      'TOTP.NOT_STARTED',
    );
  });

  it('when a user turns it off with their password, then login needs the password only; a wrong password changes nothing', async () => {
    const { user, token } = await enrolled(t);
    const wrong = await t.request('POST', `${ME}/remove`, { token, json: { password: 'not mine' } });
    await expectProblem(wrong, 400, 'TOTP.WRONG_PASSWORD');
    await expectProblem(await login(t, user.username, user.password), 401, 'AUTH.SECOND_FACTOR_REQUIRED');
    const removed = await t.request('POST', `${ME}/remove`, { token, json: { password: user.password } });
    expect(removed.status).toBe(204);
    expect((await login(t, user.username, user.password)).status).toBe(200);
    expect(await json(await t.request('GET', ME, { token }))).toMatchObject({
      enrolled: false,
      pending: false,
    });
  });

  it('when an administrator resets a user’s factor, then the user logs in with the password; others get 403, unknown users 404', async () => {
    const { user, token } = await enrolled(t);
    await expectProblem(
      await t.request('DELETE', `/api/v1/auth/users/${user.id}/totp`, { token }),
      403,
      'AUTH.FORBIDDEN',
    );
    expect((await t.request('DELETE', `/api/v1/auth/users/${user.id}/totp`, { token: t.admin })).status).toBe(
      204,
    );
    expect((await login(t, user.username, user.password)).status).toBe(200);
    await expectProblem(
      await t.request('DELETE', '/api/v1/auth/users/999999/totp', { token: t.admin }),
      404,
      'USER.NOT_FOUND',
    );
  });

  it('when a login sends a code to an account without a factor, then the code is ignored', async () => {
    const user = await t.createUser({ username: 'dave', roles: ['USER'] });
    expect((await login(t, 'dave', user.password, '123456')).status).toBe(200);
  });

  it('when the body is malformed, then 400 naming the field; without a token, 401', async () => {
    const token = await (await t.createUser({ username: 'erin', roles: ['USER'] })).token();
    await expectProblem(await t.request('POST', `${ME}/confirm`, { token, json: { code: 123456 } }), 400);
    await expectProblem(await t.request('POST', `${ME}/confirm`, { token, json: {} }), 400);
    await expectProblem(
      await t.request('POST', `${ME}/remove`, { token, json: { password: 'x', extra: 1 } }),
      400,
    );
    await expectProblem(await t.request('GET', ME), 401);
    await expectProblem(await login(t, 'erin', 'x', 'x'.repeat(17)), 400);
  });
});
