import { beforeEach, describe, expect, it } from 'vitest';
import { RoleInUse, RoleNotFound, UnknownRoles, UserNotFound } from '../../domain/access/access.errors.js';
import { SettingsUserNotFound } from '../../domain/settings/settings.errors.js';
import { VanishedReference } from '../../domain/shared/record.errors.js';
import { describeEachBackend } from '../support/backends.js';
import { aTask, aUser, T0, usePersistence, withSystemRoles } from '../support/persistence.js';

/**
 * A write naming a row that is gone (deleted since the use case checked it) fails with a domain
 * error on every backend, the same one the SQL foreign keys give, and stores nothing of it; a
 * row still referenced cannot be deleted. The HTTP races are in tests/http/concurrency/.
 */
describeEachBackend('references between repositories contract', (backend) => {
  const db = usePersistence(backend);
  beforeEach(async () => {
    await withSystemRoles(db());
  });

  describe('users and roles', () => {
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
      const auditor = await db().roles.insert({ code: 'AUDITOR', label: 'Auditor', system: false });
      await db().roles.delete(auditor.id);
      await expect(db().roles.update({ ...auditor, label: 'Again' })).rejects.toBeInstanceOf(RoleNotFound);
      expect(await db().roles.findById(auditor.id)).toBeUndefined();
    });

    it('when a role is held by a user, then deleting it is RoleInUse and it stays', async () => {
      await db().roles.insert({ code: 'AUDITOR', label: 'Auditor', system: false });
      const [auditor] = await db().roles.findByCodes(['AUDITOR']);
      await db().users.insert(aUser({ roles: ['AUDITOR'] }));
      await expect(db().roles.delete(auditor!.id)).rejects.toBeInstanceOf(RoleInUse);
      expect(await db().roles.findById(auditor!.id)).toEqual(auditor);
    });
  });

  it('when settings are saved for a user who does not exist, then SettingsUserNotFound and nothing is stored', async () => {
    const alice = await db().users.insert(aUser());
    await db().users.delete(alice.id);
    await expect(db().settings.saveForUser(alice.id, { viewMode: 'dark' })).rejects.toBeInstanceOf(
      SettingsUserNotFound,
    );
    expect(await db().settings.findForUser(alice.id)).toBeUndefined();
  });

  describe('tasks and their tags and nomenclature', () => {
    const audit = { createdAt: T0, createdBy: 'alice', updatedAt: T0, updatedBy: 'alice' };
    const aTag = () => db().tags.insert({ code: 'tag', label: 'Tag', description: null, ...audit });
    const aNomenclature = () =>
      db().nomenclatures.insert({ code: 'n', label: 'N', description: null, parentId: null, ...audit });

    it('when a task is inserted with a deleted tag or nomenclature, then VanishedReference and no task is stored', async () => {
      const tag = await aTag();
      const nomenclature = await aNomenclature();
      await db().tags.delete(tag.id);
      await db().nomenclatures.delete(nomenclature.id);
      await expect(db().tasks.insertMany([aTask({ tagIds: [tag.id] })])).rejects.toBeInstanceOf(
        VanishedReference,
      );
      await expect(
        db().tasks.insertMany([aTask({ nomenclatureId: nomenclature.id })]),
      ).rejects.toBeInstanceOf(VanishedReference);
      expect(await db().tasks.listActive()).toEqual([]);
    });

    it('when a task is updated onto a deleted tag or nomenclature, then VanishedReference and it stays as it was', async () => {
      const tag = await aTag();
      const nomenclature = await aNomenclature();
      const [task] = await db().tasks.insertMany([aTask()]);
      await db().tags.delete(tag.id);
      await db().nomenclatures.delete(nomenclature.id);
      await expect(db().tasks.updateMany([{ ...task!, tagIds: [tag.id] }])).rejects.toBeInstanceOf(
        VanishedReference,
      );
      await expect(
        db().tasks.updateMany([{ ...task!, nomenclatureId: nomenclature.id }]),
      ).rejects.toBeInstanceOf(VanishedReference);
      expect(await db().tasks.findActive(task!.id)).toEqual(task);
    });
  });
});
