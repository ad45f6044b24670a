import { beforeEach, describe, expect, it } from 'vitest';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import { type SettingsUseCases, settingsUseCases } from '../../../application/settings/settings.use-cases.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';

describe('anonymous settings', () => {
  let db: Persistence;
  let get: SettingsUseCases['getAnonymous'];
  let update: SettingsUseCases['updateAnonymous'];
  beforeEach(async () => {
    db = await openPersistence({ kind: 'memory' });
    ({ getAnonymous: get, updateAnonymous: update } = settingsUseCases(db));
  });

  it('when nothing was saved, then the defaults are read', async () => {
    expect(await get.execute()).toEqual({ viewMode: 'system' });
  });

  it('when settings are saved, then they are stored against the ANONYMOUS role and read back', async () => {
    expect(await update.execute({ viewMode: 'dark' })).toEqual({ viewMode: 'dark' });
    expect(await db.settings.findForRole('ANONYMOUS')).toEqual({ viewMode: 'dark' });
    expect(await db.settings.findForRole('USER')).toBeUndefined();
    expect(await get.execute()).toEqual({ viewMode: 'dark' });
  });

  it('when the view mode is not one the domain knows, then InvalidInput and nothing is stored', async () => {
    await expect(update.execute({ viewMode: 'auto' })).rejects.toBeInstanceOf(InvalidInput);
    expect(await db.settings.findForRole('ANONYMOUS')).toBeUndefined();
  });
});
