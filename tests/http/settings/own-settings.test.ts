import { expect, it } from 'vitest';
import type { UserRepository } from '../../../application/access/ports/user.repository.js';
import type { SettingsRepository } from '../../../application/settings/ports/settings.repository.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { describeEachBackend } from '../../support/backends.js';
import { ADMIN } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';

const ME = '/api/v1/settings/user/me';

describeEachBackend('own settings (/settings/user/me)', (backend) => {
  const t = useTestApp(backend, { signIn: false });

  it('when a user never saved settings, then /me reads the default view mode system', async () => {
    const alice = await t.createUser({ username: 'alice' });
    const response = await t.request('GET', ME, { token: await alice.token() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ viewMode: 'system' });
  });

  it('when a user saves a view mode, then the PUT returns it and /me reads it back', async () => {
    const alice = await t.createUser({ username: 'alice' });
    const token = await alice.token();
    const saved = await t.request('PUT', ME, { token, json: { viewMode: 'dark' } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ viewMode: 'dark' });
    expect(await (await t.request('GET', ME, { token })).json()).toEqual({ viewMode: 'dark' });
  });

  it('when a user saves again, then the latest view mode replaces the stored one', async () => {
    const alice = await t.createUser({ username: 'alice' });
    const token = await alice.token();
    await t.request('PUT', ME, { token, json: { viewMode: 'dark' } });
    const second = await t.request('PUT', ME, { token, json: { viewMode: 'light' } });
    expect(second.status).toBe(200);
    expect(await (await t.request('GET', ME, { token })).json()).toEqual({ viewMode: 'light' });
    const settings = t.service.container.get<SettingsRepository>(TOKENS.settingsRepository);
    expect(await settings.findForUser(alice.id)).toEqual({ viewMode: 'light' });
  });

  it('when an ADMIN-only user uses /me, then they save and read their own settings', async () => {
    const token = await t.adminToken();
    const saved = await t.request('PUT', ME, { token, json: { viewMode: 'light' } });
    expect(saved.status).toBe(200);
    expect(await (await t.request('GET', ME, { token })).json()).toEqual({ viewMode: 'light' });
    const users = t.service.container.get<UserRepository>(TOKENS.userRepository);
    const admin = (await users.findByUsername(ADMIN.username))!;
    const settings = t.service.container.get<SettingsRepository>(TOKENS.settingsRepository);
    expect(await settings.findForUser(admin.id)).toEqual({ viewMode: 'light' });
  });

  it('when a user holding neither USER nor ADMIN calls /me, then 403 for read and update', async () => {
    const guest = await t.createUser({ username: 'guest', roles: [] });
    const token = await guest.token();
    expect((await t.request('GET', ME, { token })).status).toBe(403);
    expect((await t.request('PUT', ME, { token, json: { viewMode: 'dark' } })).status).toBe(403);
    const settings = t.service.container.get<SettingsRepository>(TOKENS.settingsRepository);
    expect(await settings.findForUser(guest.id)).toBeUndefined();
  });

  it('when one user saves settings, then no other user, the admin or anonymous callers see them', async () => {
    const alice = await t.createUser({ username: 'alice' });
    const bob = await t.createUser({ username: 'bob' });
    const saved = await t.request('PUT', ME, { token: await alice.token(), json: { viewMode: 'dark' } });
    expect(saved.status).toBe(200);

    expect(await (await t.request('GET', ME, { token: await bob.token() })).json()).toEqual({
      viewMode: 'system',
    });
    const admin = await t.adminToken();
    expect(await (await t.request('GET', ME, { token: admin })).json()).toEqual({ viewMode: 'system' });
    const bobByAdmin = await t.request('GET', `/api/v1/settings/user/users/${bob.id}`, { token: admin });
    expect(await bobByAdmin.json()).toEqual({ viewMode: 'system' });
    const anonymous = await t.request('GET', '/api/v1/settings/user/anonymous');
    expect(await anonymous.json()).toEqual({ viewMode: 'system' });
  });

  it('when a user is deleted, then their settings are deleted with them', async () => {
    const alice = await t.createUser({ username: 'alice' });
    await t.request('PUT', ME, { token: await alice.token(), json: { viewMode: 'dark' } });
    const settings = t.service.container.get<SettingsRepository>(TOKENS.settingsRepository);
    expect(await settings.findForUser(alice.id)).toEqual({ viewMode: 'dark' });

    const users = t.service.container.get<UserRepository>(TOKENS.userRepository);
    expect(await users.delete(alice.id)).toBe(true);

    expect(await settings.findForUser(alice.id)).toBeUndefined();
    const byAdmin = await t.request('GET', `/api/v1/settings/user/users/${alice.id}`, {
      token: await t.adminToken(),
    });
    expect(byAdmin.status).toBe(404);
  });
});
