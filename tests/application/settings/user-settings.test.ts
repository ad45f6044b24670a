import { beforeEach, describe, expect, it } from 'vitest';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import { type SettingsUseCases, settingsUseCases } from '../../../application/settings/settings.use-cases.js';
import { SettingsUserNotFound } from '../../../domain/settings/settings.errors.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { aUser, withSystemRoles } from '../../support/persistence.js';

describe('settings of a user, by an administrator', () => {
  let db: Persistence;
  let get: SettingsUseCases['getUser'];
  let update: SettingsUseCases['updateUser'];
  beforeEach(async () => {
    db = await withSystemRoles(await openPersistence({ kind: 'memory' }));
    ({ getUser: get, updateUser: update } = settingsUseCases(db));
  });

  it('when a USER never saved settings, then the defaults are read', async () => {
    const alice = await db.users.insert(aUser());
    expect(await get.execute(alice.id)).toEqual({ viewMode: 'system' });
  });

  it('when a USER gets new settings, then they are returned and stored for that user only', async () => {
    const alice = await db.users.insert(aUser());
    const bob = await db.users.insert(aUser({ username: 'bob' }));
    expect(await update.execute(alice.id, { viewMode: 'dark' })).toEqual({ viewMode: 'dark' });
    expect(await get.execute(alice.id)).toEqual({ viewMode: 'dark' });
    expect(await db.settings.findForUser(bob.id)).toBeUndefined();
  });

  it('when the user does not exist, then reading and updating are SettingsUserNotFound', async () => {
    await expect(get.execute(404)).rejects.toMatchObject({ code: 'SETTINGS.USER_NOT_FOUND' });
    await expect(update.execute(404, { viewMode: 'dark' })).rejects.toBeInstanceOf(SettingsUserNotFound);
    expect(await db.settings.findForUser(404)).toBeUndefined();
  });

  it.each([[['ADMIN']], [['ANONYMOUS']], [[]]])(
    'when the user holds %j but not USER, then reading and updating are SettingsUserNotFound and nothing is stored',
    async (roles) => {
      const other = await db.users.insert(aUser({ username: 'other', roles }));
      await expect(get.execute(other.id)).rejects.toBeInstanceOf(SettingsUserNotFound);
      await expect(update.execute(other.id, { viewMode: 'dark' })).rejects.toBeInstanceOf(
        SettingsUserNotFound,
      );
      expect(await db.settings.findForUser(other.id)).toBeUndefined();
    },
  );

  it('when the view mode is not one the domain knows, then InvalidInput naming viewMode and nothing is stored', async () => {
    const alice = await db.users.insert(aUser());
    const attempt = update.execute(alice.id, { viewMode: 'sepia' });
    await expect(attempt).rejects.toBeInstanceOf(InvalidInput);
    await expect(attempt).rejects.toMatchObject({
      code: 'SETTINGS.INVALID_VIEW_MODE',
      details: [{ path: 'viewMode' }],
    });
    expect(await db.settings.findForUser(alice.id)).toBeUndefined();
  });
});
