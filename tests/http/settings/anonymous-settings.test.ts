import { expect, it } from 'vitest';
import type { SettingsRepository } from '../../../application/settings/ports/settings.repository.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { describeEachBackend } from '../../support/backends.js';
import { useTestApp } from '../../support/use-test-app.js';

const ANONYMOUS = '/api/v1/settings/user/anonymous';

describeEachBackend('anonymous settings (/settings/user/anonymous)', (backend) => {
  const t = useTestApp(backend, { signIn: false });

  const storedForAnonymous = () =>
    t.service.container.get<SettingsRepository>(TOKENS.settingsRepository).findForRole('ANONYMOUS');

  it('when nothing was saved, then a caller without a token reads the default view mode system', async () => {
    const response = await t.request('GET', ANONYMOUS);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ viewMode: 'system' });
  });

  it('when the admin saves them, then they are stored on the ANONYMOUS role and read without a token', async () => {
    const saved = await t.request('PUT', ANONYMOUS, {
      token: await t.adminToken(),
      json: { viewMode: 'dark' },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ viewMode: 'dark' });
    expect(await storedForAnonymous()).toEqual({ viewMode: 'dark' });
    expect(await (await t.request('GET', ANONYMOUS)).json()).toEqual({ viewMode: 'dark' });
  });

  it('when the admin saves them, then the settings of users are unchanged', async () => {
    const alice = await t.createUser({ username: 'alice' });
    await t.request('PUT', ANONYMOUS, { token: await t.adminToken(), json: { viewMode: 'light' } });
    const own = await t.request('GET', '/api/v1/settings/user/me', { token: await alice.token() });
    expect(await own.json()).toEqual({ viewMode: 'system' });
  });

  it('when a USER tries to change them, then 403 and they are unchanged', async () => {
    const alice = await t.createUser({ username: 'alice' });
    const response = await t.request('PUT', ANONYMOUS, {
      token: await alice.token(),
      json: { viewMode: 'dark' },
    });
    expect(response.status).toBe(403);
    expect(await storedForAnonymous()).toBeUndefined();
  });

  it('when a caller without a token tries to change them, then 401 and they are unchanged', async () => {
    const response = await t.request('PUT', ANONYMOUS, { json: { viewMode: 'dark' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await storedForAnonymous()).toBeUndefined();
  });
});
