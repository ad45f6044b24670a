import { expect, it } from 'vitest';
import type { UserRepository } from '../../../application/access/ports/user.repository.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { ADMIN } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';

describeEachBackend('authentication', (backend) => {
  const t = useTestApp(backend, { signIn: false });

  it('when the admin logs in with the right password, then a bearer token and the user are returned', async () => {
    const response = await t.request('POST', '/api/v1/auth/login', { json: ADMIN });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 900,
      user: { username: 'admin', roles: ['ADMIN'] },
      refreshExpiresIn: 2_592_000,
    });
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it('when the token is used, then /me returns the user without any password field', async () => {
    const response = await t.request('GET', '/api/v1/auth/me', { token: await t.adminToken() });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(Object.keys(body).sort()).toEqual([
      'createdDate',
      'enabled',
      'id',
      'lastModifiedDate',
      'permissions',
      'roles',
      'username',
    ]);
    expect(body.permissions).toContain('users:administer');
    expect(body.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  });

  it.each([
    ['wrong password', { username: 'admin', password: 'wrong-password' }],
    ['unknown user', { username: 'nobody', password: 'whatever-password' }],
    ['password over 72 bytes', { username: 'admin', password: `${ADMIN.password}${'x'.repeat(80)}` }],
  ])('when logging in with a %s, then 401 with the same problem', async (_, credentials) => {
    const response = await t.request('POST', '/api/v1/auth/login', { json: credentials });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await json(response)).toMatchObject({ status: 401, code: 'AUTH.INVALID_CREDENTIALS' });
  });

  it('when a disabled user logs in with the right password, then 401', async () => {
    const user = await t.createUser({ username: 'sleeper', enabled: false });
    const response = await t.request('POST', '/api/v1/auth/login', {
      json: { username: user.username, password: user.password },
    });
    expect(response.status).toBe(401);
  });

  it('when the username differs only in case, then login succeeds', async () => {
    const response = await t.request('POST', '/api/v1/auth/login', {
      json: { username: 'ADMIN', password: ADMIN.password },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['a malformed header', 'Token abc'],
    ['a garbage token', 'Bearer not.a.jwt'],
  ])('when /me is called with %s, then 401 with WWW-Authenticate', async (_, authorization) => {
    const response = await t.request('GET', '/api/v1/auth/me', {
      headers: authorization ? { Authorization: authorization } : {},
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('when the user is disabled after login, then the token stops working at once', async () => {
    const user = await t.createUser({ username: 'leaver' });
    const token = await user.token();
    expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(200);
    const users = t.service.container.get<UserRepository>(TOKENS.userRepository);
    const stored = (await users.findById(user.id))!;
    await users.update({ ...stored, enabled: false });
    expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(401);
    await users.delete(user.id);
    expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(401);
  });

  it('when the login body has an unknown property, then 400 naming it', async () => {
    const response = await t.request('POST', '/api/v1/auth/login', { json: { ...ADMIN, remember: true } });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual([{ path: 'remember', message: 'is not a known property' }]);
  });

  it('when the login body is malformed JSON or not JSON, then 400', async () => {
    const malformed = await t.request('POST', '/api/v1/auth/login', {
      body: '{"username":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const wrongType = await t.request('POST', '/api/v1/auth/login', {
      body: 'username=admin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(wrongType.status).toBe(400);
  });
});
