import { beforeEach, expect, it } from 'vitest';
import { SettingsUserNotFound } from '../../../domain/settings/settings.errors.js';
import { describeEachBackend } from '../../support/backends.js';
import { aUser, usePersistence, withSystemRoles } from '../../support/persistence.js';

describeEachBackend('settings repository contract', (backend) => {
  const db = usePersistence(backend);
  beforeEach(async () => {
    await withSystemRoles(db());
  });

  it('when settings are saved twice, then the last value wins, per user and per role', async () => {
    const user = await db().users.insert(aUser());
    expect(await db().settings.findForUser(user.id)).toBeUndefined();
    await db().settings.saveForUser(user.id, { viewMode: 'dark' });
    await db().settings.saveForUser(user.id, { viewMode: 'light' });
    expect(await db().settings.findForUser(user.id)).toEqual({ viewMode: 'light' });
    await db().settings.saveForRole('ANONYMOUS', { viewMode: 'dark' });
    expect(await db().settings.findForRole('ANONYMOUS')).toEqual({ viewMode: 'dark' });
    expect(await db().settings.findForRole('USER')).toBeUndefined();
  });

  it('when settings are saved for a user who does not exist, then SettingsUserNotFound and nothing is stored', async () => {
    const alice = await db().users.insert(aUser());
    await db().users.delete(alice.id);
    await expect(db().settings.saveForUser(alice.id, { viewMode: 'dark' })).rejects.toBeInstanceOf(
      SettingsUserNotFound,
    );
    expect(await db().settings.findForUser(alice.id)).toBeUndefined();
  });
});
