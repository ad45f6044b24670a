import { Writable } from 'node:stream';
import pino from 'pino';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { ADMIN } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';

const AUTH = '/api/v1/auth';
const OPT_IN = { 'X-Refresh-Cookie': 'true' };

/** Everything the service logs, for the test to search. */
const logged: string[] = [];
const logger = pino(
  { level: 'debug' },
  new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  }),
);

/** `refresh_token=<value>` from a response's Set-Cookie, and its attributes. */
function refreshCookie(response: Response) {
  const header = response.headers.getSetCookie().find((line) => line.startsWith('refresh_token='));
  if (!header) return undefined;
  const [pair = '', ...attributes] = header.split(/;\s*/);
  return { value: pair.slice('refresh_token='.length), attributes };
}

/** docs/api/access.md#a-browser-session-in-a-cookie */
describeEachBackend('a refresh token in a cookie', (backend) => {
  const t = useTestApp(backend, { signIn: false, app: { logger } });

  const cookieLogin = () => t.request('POST', `${AUTH}/login`, { json: ADMIN, headers: OPT_IN });
  const cookieRefresh = (cookie: string | undefined, headers: Record<string, string> = OPT_IN) =>
    t.request('POST', `${AUTH}/refresh`, {
      headers: { ...headers, ...(cookie !== undefined && { Cookie: `refresh_token=${cookie}` }) },
    });

  it('when a login asks for the cookie, then the refresh token comes as an HttpOnly, Secure, SameSite=Strict cookie of the refresh path, not in the body', async () => {
    const response = await cookieLogin();
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({
      tokenType: 'Bearer',
      user: { username: 'admin' },
      refreshExpiresIn: 2_592_000,
    });
    expect(body).not.toHaveProperty('refreshToken');
    const cookie = refreshCookie(response);
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining([
        'Max-Age=2592000',
        'Path=/api/v1/auth/refresh',
        'HttpOnly',
        'Secure',
        'SameSite=Strict',
      ]),
    );
  });

  it('when a login or a refresh does not ask, then no cookie and the same answer as ever', async () => {
    const login = await t.request('POST', `${AUTH}/login`, { json: ADMIN });
    expect(login.headers.get('set-cookie')).toBeNull();
    const pair = await json(login);
    expect(Object.keys(pair).sort()).toEqual([
      'accessToken',
      'expiresIn',
      'refreshExpiresIn',
      'refreshToken',
      'tokenType',
      'user',
    ]);
    const refresh = await t.request('POST', `${AUTH}/refresh`, { json: { refreshToken: pair.refreshToken } });
    expect(refresh.status).toBe(200);
    expect(refresh.headers.get('set-cookie')).toBeNull();
    expect(await json(refresh)).toHaveProperty('refreshToken');
    const logout = await t.request('POST', `${AUTH}/logout`, { token: pair.accessToken });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toBeNull();
  });

  it('when the refresh asks for the cookie and sends no body, then the cookie renews the pair and is replaced; the old one is used up', async () => {
    const first = refreshCookie(await cookieLogin())?.value;
    const response = await cookieRefresh(first);
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).not.toHaveProperty('refreshToken');
    const me = await t.request('GET', `${AUTH}/me`, { token: body.accessToken });
    expect(me.status).toBe(200);
    const next = refreshCookie(response)?.value;
    expect(next).toMatch(/^[\w-]{43}$/);
    expect(next).not.toBe(first);
    expect((await cookieRefresh(next)).status).toBe(200);
  });

  it('when the cookie comes without the header, then it is ignored: the bare call still wants its body (CSRF)', async () => {
    const cookie = refreshCookie(await cookieLogin())?.value;
    const withoutHeader = await cookieRefresh(cookie, {});
    const problem = await expectProblem(withoutHeader, 400, 'REQUEST.INVALID');
    expect(problem.errors).toEqual([{ path: 'refreshToken', message: expect.any(String) }]);
    expect(withoutHeader.headers.get('set-cookie')).toBeNull();
    // Not used up: the cookie still renews the session when the header comes with it.
    expect((await cookieRefresh(cookie)).status).toBe(200);
  });

  it('when the header comes without a cookie or with one unknown, then 401 and the cookie is cleared', async () => {
    for (const cookie of [undefined, 'no-such-token']) {
      const response = await cookieRefresh(cookie);
      await expectProblem(response, 401, 'AUTH.INVALID_REFRESH_TOKEN');
      expect(refreshCookie(response)).toMatchObject({
        value: '',
        attributes: expect.arrayContaining(['Max-Age=0']),
      });
    }
  });

  it('when a session in a cookie logs out with the header, then the cookie is cleared and no longer renews anything', async () => {
    const login = await cookieLogin();
    const cookie = refreshCookie(login)?.value;
    const { accessToken } = await json(login);
    const logout = await t.request('POST', `${AUTH}/logout`, { token: accessToken, headers: OPT_IN });
    expect(logout.status).toBe(204);
    expect(refreshCookie(logout)).toMatchObject({
      value: '',
      attributes: expect.arrayContaining(['Max-Age=0', 'Path=/api/v1/auth/refresh']),
    });
    await expectProblem(await cookieRefresh(cookie), 401, 'AUTH.INVALID_REFRESH_TOKEN');
  });

  it('when a password change asks for the cookie, then its new session comes as the cookie, and the old one is gone', async () => {
    const user = await t.createUser({ username: 'carol' });
    const login = await t.request('POST', `${AUTH}/login`, {
      json: { username: 'carol', password: user.password },
      headers: OPT_IN,
    });
    const old = refreshCookie(login)?.value;
    const { accessToken } = await json(login);
    const changed = await t.request('POST', `${AUTH}/me/password`, {
      token: accessToken,
      headers: OPT_IN,
      json: { currentPassword: user.password, newPassword: 'a-new-long-passphrase-9' },
    });
    expect(changed.status).toBe(200);
    expect(await json(changed)).not.toHaveProperty('refreshToken');
    const next = refreshCookie(changed)?.value;
    expect(next).toMatch(/^[\w-]{43}$/);
    await expectProblem(await cookieRefresh(old), 401, 'AUTH.INVALID_REFRESH_TOKEN');
    expect((await cookieRefresh(next)).status).toBe(200);
  });

  it('when the header has another value, then 400 and nothing is set', async () => {
    const response = await t.request('POST', `${AUTH}/login`, {
      json: ADMIN,
      headers: { 'X-Refresh-Cookie': 'yes' },
    });
    await expectProblem(response, 400, 'REQUEST.INVALID');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('when sessions come and go in cookies, then no token reaches the log', async () => {
    logged.length = 0;
    const login = await cookieLogin();
    const first = refreshCookie(login)?.value ?? '';
    const { accessToken } = await json(login);
    const refreshed = await cookieRefresh(first);
    const second = refreshCookie(refreshed)?.value ?? '';
    await t.request('POST', `${AUTH}/logout`, { token: accessToken, headers: OPT_IN });
    await cookieRefresh(second);
    expect(logged.length).toBeGreaterThan(0);
    for (const secret of [first, second, accessToken]) expect(logged.join('')).not.toContain(secret);
  });
});
