import { beforeEach, expect, it } from 'vitest';
import { RoleInUse, RoleNotFound, UnknownRoles, UserNotFound } from '../../../domain/access/access.errors.js';
import { newRole } from '../../../domain/access/role.js';
import { describeEachBackend } from '../../support/backends.js';
import { aUser, usePersistence, withSystemRoles } from '../../support/persistence.js';

/**
 * A write naming a role or user that is gone fails with a domain error on every backend, the
 * same one the SQL foreign keys give, and stores nothing of it; a role still held cannot be
 * deleted. The HTTP races are in tests/http/concurrency/.
 */
describeEachBackend('access references contract', (backend) => {
  const db = usePersistence(backend);
  beforeEach(async () => {
    await withSystemRoles(db());
  });

  it('when a user is inserted with a role that does not exist, then UnknownRoles names it and no user is stored', async () => {
    const error = await db()
      .users.insert(aUser({ roles: ['USER', 'GONE'] }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnknownRoles);
    expect((error as UnknownRoles).details).toEqual([{ path: 'roles', message: 'unknown role: GONE' }]);
    expect(await db().users.findByUsername('alice')).toBeUndefined();
  });

  it('when a user is given a role that does not exist, then UnknownRoles and their roles stay', async () => {
    const alice = await db().users.insert(aUser({ roles: ['USER'] }));
    await expect(db().users.update({ ...alice, roles: ['ADMIN', 'GONE'] })).rejects.toBeInstanceOf(
      UnknownRoles,
    );
    expect((await db().users.findById(alice.id))?.roles).toEqual(['USER']);
  });

  it('when a deleted user is updated, then UserNotFound and nothing comes back', async () => {
    const alice = await db().users.insert(aUser());
    await db().users.delete(alice.id);
    await expect(db().users.update({ ...alice, enabled: false })).rejects.toBeInstanceOf(UserNotFound);
    expect(await db().users.findById(alice.id)).toBeUndefined();
  });

  it('when a deleted role is updated, then RoleNotFound and it is not stored again', async () => {
    const auditor = await db().roles.insert(newRole('AUDITOR', 'Auditor'));
    await db().roles.delete(auditor.id);
    await expect(db().roles.update({ ...auditor, label: 'Again' })).rejects.toBeInstanceOf(RoleNotFound);
    expect(await db().roles.findById(auditor.id)).toBeUndefined();
  });

  it('when a role is held by a user, then deleting it is RoleInUse and it stays', async () => {
    await db().roles.insert(newRole('AUDITOR', 'Auditor'));
    const [auditor] = await db().roles.findByCodes(['AUDITOR']);
    await db().users.insert(aUser({ roles: ['AUDITOR'] }));
    await expect(db().roles.delete(auditor!.id)).rejects.toBeInstanceOf(RoleInUse);
    expect(await db().roles.findById(auditor!.id)).toEqual(auditor);
  });
});
