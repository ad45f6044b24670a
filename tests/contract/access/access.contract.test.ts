import { beforeEach, describe, expect, it } from 'vitest';
import { RoleCodeTaken, UsernameTaken } from '../../../domain/access/access.errors.js';
import { newRole } from '../../../domain/access/role.js';
import { describeEachBackend } from '../../support/backends.js';
import { aUser, everyRow, T0, T1, usePersistence } from '../../support/persistence.js';

describeEachBackend('access repositories contract', (backend) => {
  const db = usePersistence(backend);

  beforeEach(async () => {
    await db().roles.insertMissing([
      newRole('ADMIN', 'Administrator'),
      newRole('USER', 'User'),
      newRole('ANONYMOUS', 'Anonymous'),
    ]);
  });

  describe('users', () => {
    it('when a user is inserted, then it reads back identically by id and by username in any case', async () => {
      const created = await db().users.insert(aUser({ roles: ['USER', 'ADMIN', 'USER'] }));
      expect(created.id).toBeGreaterThan(0);
      expect(created.roles).toEqual(['ADMIN', 'USER']);
      expect(await db().users.findById(created.id)).toEqual(created);
      expect(await db().users.findByUsername('ALICE')).toEqual(created);
      expect(created.createdAt).toBe(T0);
    });

    it('when a username exists in another case, then insert and rename are UsernameTaken', async () => {
      const alice = await db().users.insert(aUser());
      await expect(db().users.insert(aUser({ username: 'Alice' }))).rejects.toBeInstanceOf(UsernameTaken);
      const bob = await db().users.insert(aUser({ username: 'bob' }));
      await expect(db().users.update({ ...bob, username: 'ALICE' })).rejects.toBeInstanceOf(UsernameTaken);
      expect((await db().users.findById(alice.id))?.username).toBe('alice');
    });

    it('when users are listed, then they come ordered by username by code point', async () => {
      for (const username of ['zeta', 'Zeta2', 'alpha', '_x', 'beta'])
        await db().users.insert(aUser({ username }));
      expect((await everyRow(db().users, 'username')).map((u) => u.username)).toEqual([
        'Zeta2',
        '_x',
        'alpha',
        'beta',
        'zeta',
      ]);
    });

    it('when a user is updated, then every field including roles is replaced', async () => {
      const created = await db().users.insert(aUser());
      const later = T1;
      await db().users.update({
        ...created,
        username: 'alicia',
        enabled: false,
        roles: ['ADMIN'],
        updatedAt: later,
      });
      expect(await db().users.findById(created.id)).toEqual({
        ...created,
        username: 'alicia',
        enabled: false,
        roles: ['ADMIN'],
        updatedAt: later,
      });
    });

    it('when a user is deleted, then it is gone with its settings, and a second delete reports false', async () => {
      const created = await db().users.insert(aUser());
      await db().settings.saveForUser(created.id, { viewMode: 'dark' });
      expect(await db().users.delete(created.id)).toBe(true);
      expect(await db().users.findById(created.id)).toBeUndefined();
      expect(await db().settings.findForUser(created.id)).toBeUndefined();
      expect(await db().users.delete(created.id)).toBe(false);
    });

    it('when users hold a role, then countWithRole counts them', async () => {
      await db().users.insert(aUser({ username: 'a', roles: ['USER'] }));
      await db().users.insert(aUser({ username: 'b', roles: ['USER', 'ADMIN'] }));
      expect(await db().users.countWithRole('USER')).toBe(2);
      expect(await db().users.countWithRole('ADMIN')).toBe(1);
      expect(await db().users.countWithRole('ANONYMOUS')).toBe(0);
    });
  });

  describe('roles', () => {
    it('when system roles are inserted twice, then each exists once', async () => {
      await db().roles.insertMissing([newRole('ADMIN', 'Other label')]);
      const roles = await everyRow(db().roles, 'code');
      expect(roles.map((r) => r.code)).toEqual(['ADMIN', 'ANONYMOUS', 'USER']);
      expect(roles[0]).toMatchObject({ label: 'Administrator', system: true });
    });

    it('when a role is inserted, updated and deleted, then each step is visible', async () => {
      const role = await db().roles.insert(newRole('AUDITOR', 'Auditor'));
      expect(await db().roles.findById(role.id)).toEqual(role);
      await expect(db().roles.insert(newRole('AUDITOR', 'x'))).rejects.toBeInstanceOf(RoleCodeTaken);
      await db().roles.update({ ...role, label: 'Auditors' });
      expect((await db().roles.findByCodes(['AUDITOR', 'NOPE']))[0]?.label).toBe('Auditors');
      expect(await db().roles.delete(role.id)).toBe(true);
      expect(await db().roles.findById(role.id)).toBeUndefined();
      expect(await db().roles.delete(role.id)).toBe(false);
    });
  });
});
