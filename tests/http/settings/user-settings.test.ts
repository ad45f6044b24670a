import { expect, it } from 'vitest';
import type { UserRepository } from '../../../application/access/ports/user.repository.js';
import type { SettingsRepository } from '../../../application/settings/ports/settings.repository.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { describeEachBackend } from '../../support/backends.js';
import { ADMIN } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';

const usersPath = (userId: number | string) => `/api/v1/settings/user/users/${userId}`;

describeEachBackend('settings of a user, by an administrator (/settings/user/users/{userId})', (backend) => {
  const t = useTestApp(backend, { signIn: false });

  const storedFor = (userId: number) =>
    t.service.container.get<SettingsRepository>(TOKENS.settingsRepository).findForUser(userId);

  it('when a USER never saved settings, then the admin reads the default view mode system', async () => {
    const alice = await t.createUser({ username: 'alice' });
    const response = await t.request('GET', usersPath(alice.id), { token: await t.adminToken() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ viewMode: 'system' });
  });

  it('when the admin saves settings for a USER, then the admin reads them back and the user sees them on /me', async () => {
    const alice = await t.createUser({ username: 'alice' });
    const admin = await t.adminToken();
    const saved = await t.request('PUT', usersPath(alice.id), { token: admin, json: { viewMode: 'dark' } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ viewMode: 'dark' });

    expect(await (await t.request('GET', usersPath(alice.id), { token: admin })).json()).toEqual({
      viewMode: 'dark',
    });
    const own = await t.request('GET', '/api/v1/settings/user/me', { token: await alice.token() });
    expect(await own.json()).toEqual({ viewMode: 'dark' });
  });

  it('when a USER saves on /me, then the admin reads the same settings', async () => {
    const alice = await t.createUser({ username: 'alice' });
    await t.request('PUT', '/api/v1/settings/user/me', {
      token: await alice.token(),
      json: { viewMode: 'light' },
    });
    const response = await t.request('GET', usersPath(alice.id), { token: await t.adminToken() });
    expect(await response.json()).toEqual({ viewMode: 'light' });
  });

  it('when the user holds both ADMIN and USER, then the admin endpoints reach their settings', async () => {
    const both = await t.createUser({ username: 'both', roles: ['ADMIN', 'USER'] });
    const admin = await t.adminToken();
    const saved = await t.request('PUT', usersPath(both.id), { token: admin, json: { viewMode: 'light' } });
    expect(saved.status).toBe(200);
    expect(await storedFor(both.id)).toEqual({ viewMode: 'light' });
  });

  it.each(['GET', 'PUT'])(
    'when %s names an unknown userId, then 404 SETTINGS.USER_NOT_FOUND',
    async (method) => {
      const response = await t.request(method, usersPath(987_654), {
        token: await t.adminToken(),
        json: method === 'PUT' ? { viewMode: 'dark' } : undefined,
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(await response.json()).toMatchObject({
        status: 404,
        code: 'SETTINGS.USER_NOT_FOUND',
        instance: usersPath(987_654),
      });
    },
  );

  it.each(['GET', 'PUT'])(
    'when %s names an existing user without the USER role, then 404 and nothing is stored',
    async (method) => {
      const boss = await t.createUser({ username: 'boss', roles: ['ADMIN'] });
      const response = await t.request(method, usersPath(boss.id), {
        token: await t.adminToken(),
        json: method === 'PUT' ? { viewMode: 'dark' } : undefined,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'SETTINGS.USER_NOT_FOUND' });
      expect(await storedFor(boss.id)).toBeUndefined();
    },
  );

  it('when the admin names themself (ADMIN only), then 404 although their own /me works', async () => {
    const users = t.service.container.get<UserRepository>(TOKENS.userRepository);
    const admin = (await users.findByUsername(ADMIN.username))!;
    const token = await t.adminToken();
    expect((await t.request('GET', usersPath(admin.id), { token })).status).toBe(404);
    expect((await t.request('GET', '/api/v1/settings/user/me', { token })).status).toBe(200);
  });

  it.each(['abc', '0', '-1', '1.5', '01', '9999999999999999'])(
    'when the userId is "%s", then GET and PUT answer 400 naming userId',
    async (userId) => {
      const token = await t.adminToken();
      for (const method of ['GET', 'PUT']) {
        const response = await t.request(method, usersPath(userId), {
          token,
          json: method === 'PUT' ? { viewMode: 'dark' } : undefined,
        });
        expect(response.status, method).toBe(400);
        const body = (await response.json()) as { errors: { path: string }[] };
        expect(body.errors.map((error) => error.path)).toEqual(['userId']);
      }
    },
  );

  it.each(['GET', 'PUT'])('when a USER calls %s, even for themself, then 403', async (method) => {
    const alice = await t.createUser({ username: 'alice' });
    const response = await t.request(method, usersPath(alice.id), {
      token: await alice.token(),
      json: method === 'PUT' ? { viewMode: 'dark' } : undefined,
    });
    expect(response.status).toBe(403);
    expect(await storedFor(alice.id)).toBeUndefined();
  });
});
