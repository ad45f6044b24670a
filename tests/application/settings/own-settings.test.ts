import { beforeEach, describe, expect, it } from 'vitest';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import { type SettingsUseCases, settingsUseCases } from '../../../application/settings/settings.use-cases.js';
import { type Actor, serviceActor } from '../../../application/shared/actor.js';
import { NotAuthenticated } from '../../../domain/access/access.errors.js';
import type { User } from '../../../domain/access/user.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { aUser, withSystemRoles } from '../../support/persistence.js';

const actorOf = (user: User): Actor => ({
  username: user.username,
  userId: user.id,
  roles: user.roles,
  permissions: new Set(),
});

describe('own settings', () => {
  let db: Persistence;
  let get: SettingsUseCases['getOwn'];
  let update: SettingsUseCases['updateOwn'];
  beforeEach(async () => {
    db = await withSystemRoles(await openPersistence({ kind: 'memory' }));
    ({ getOwn: get, updateOwn: update } = settingsUseCases(db));
  });

  it('when the actor saves settings, then they are stored under the actor and read back', async () => {
    const alice = await db.users.insert(aUser());
    expect(await get.execute(actorOf(alice))).toEqual({ viewMode: 'system' });
    expect(await update.execute(actorOf(alice), { viewMode: 'light' })).toEqual({ viewMode: 'light' });
    expect(await db.settings.findForUser(alice.id)).toEqual({ viewMode: 'light' });
    expect(await get.execute(actorOf(alice))).toEqual({ viewMode: 'light' });
  });

  it('when the actor is ADMIN only, then they still have settings of their own', async () => {
    const boss = await db.users.insert(aUser({ username: 'boss', roles: ['ADMIN'] }));
    await update.execute(actorOf(boss), { viewMode: 'dark' });
    expect(await get.execute(actorOf(boss))).toEqual({ viewMode: 'dark' });
  });

  it('when the actor is a service identity, then reading and updating are NotAuthenticated', async () => {
    const system = serviceActor('system');
    await expect(get.execute(system)).rejects.toBeInstanceOf(NotAuthenticated);
    await expect(update.execute(system, { viewMode: 'dark' })).rejects.toBeInstanceOf(NotAuthenticated);
  });

  it('when the actor was deleted after authenticating, then updating is NotAuthenticated and nothing is stored', async () => {
    const alice = await db.users.insert(aUser());
    await db.users.delete(alice.id);
    await expect(update.execute(actorOf(alice), { viewMode: 'dark' })).rejects.toBeInstanceOf(
      NotAuthenticated,
    );
    expect(await db.settings.findForUser(alice.id)).toBeUndefined();
  });

  it('when the view mode is not one the domain knows, then InvalidInput and nothing is stored', async () => {
    const alice = await db.users.insert(aUser());
    await expect(update.execute(actorOf(alice), { viewMode: 'Dark' })).rejects.toMatchObject({
      code: 'SETTINGS.INVALID_VIEW_MODE',
    });
    await expect(update.execute(actorOf(alice), { viewMode: '' })).rejects.toBeInstanceOf(InvalidInput);
    expect(await db.settings.findForUser(alice.id)).toBeUndefined();
  });
});
