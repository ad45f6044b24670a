import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRoleRepository } from '../../../adapters/persistence/memory/access/memory-role.repository.js';
import { MemoryUserRepository } from '../../../adapters/persistence/memory/access/memory-user.repository.js';
import { MemoryStore } from '../../../adapters/persistence/memory/memory-store.js';
import { roleDeletion } from '../../../application/access/access-deletions.js';
import { DeleteSelectedUseCase, DeleteUseCase } from '../../../application/access/deletion.use-cases.js';
import type { RoleRepository } from '../../../application/access/ports/role.repository.js';
import { UpdateRoleUseCase } from '../../../application/access/update-role.use-case.js';
import { type Actor, serviceActor } from '../../../application/shared/actor.js';
import { RoleInUse, RoleNotFound, SystemRoleProtected } from '../../../domain/access/access.errors.js';
import { newRole, type Role } from '../../../domain/access/role.js';

const SOMEONE = serviceActor('test');

import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { aUser, everyRow } from '../../support/persistence.js';

describe('role administration use cases', () => {
  let store: MemoryStore;
  let roles: MemoryRoleRepository;
  let users: MemoryUserRepository;
  let admin: Role;
  let auditor: Role;

  beforeEach(async () => {
    store = new MemoryStore();
    roles = new MemoryRoleRepository(store);
    users = new MemoryUserRepository(store);
    admin = await roles.insert(newRole('ADMIN', 'Administrator'));
    auditor = await roles.insert(newRole('AUDITOR', 'Auditor'));
  });

  it('when the code sent with an update is the stored one, then only the label changes', async () => {
    const update = new UpdateRoleUseCase(roles, store);
    expect(await update.execute(auditor.id, { code: 'AUDITOR', label: 'Internal auditor' }, SOMEONE)).toEqual(
      {
        ...auditor,
        label: 'Internal auditor',
      },
    );
  });

  it('when the code sent with an update differs, then InvalidInput on code and nothing changes', async () => {
    const update = new UpdateRoleUseCase(roles, store);
    const attempt = update.execute(auditor.id, { code: 'CENSOR', label: 'Censor' }, SOMEONE);
    await expect(attempt).rejects.toThrow(InvalidInput);
    await expect(attempt).rejects.toMatchObject({ details: [{ path: 'code' }] });
    expect(await roles.findById(auditor.id)).toEqual(auditor);
  });

  it('when permissions are given, then they are stored in catalogue order; unknown ones and a system role’s are refused', async () => {
    const update = new UpdateRoleUseCase(roles, store);
    const changed = await update.execute(
      auditor.id,
      { label: 'Auditor', permissions: ['tasks:write', 'tasks:read', 'tasks:read'] },
      SOMEONE,
    );
    expect(changed.permissions).toEqual(['tasks:read', 'tasks:write']);
    expect(await roles.findById(auditor.id)).toEqual(changed);
    const unknown = update.execute(auditor.id, { label: 'Auditor', permissions: ['tasks:fly'] }, SOMEONE);
    await expect(unknown).rejects.toMatchObject({
      code: 'ROLE.UNKNOWN_PERMISSION',
      details: [{ path: 'permissions[0]' }],
    });
    const system = update.execute(admin.id, { label: 'Administrator', permissions: ['tasks:read'] }, SOMEONE);
    await expect(system).rejects.toMatchObject({ code: 'ROLE.SYSTEM_PERMISSIONS' });
    expect(
      await update.execute(admin.id, { label: 'Admin', permissions: [...admin.permissions] }, SOMEONE),
    ).toEqual({
      ...admin,
      label: 'Admin',
    });
  });

  it('when the caller would lose user administration through their only role that grants it, then ROLE.PROTECTED', async () => {
    const update = new UpdateRoleUseCase(roles, store);
    const keeper = await roles.insert(newRole('KEEPER', 'Keeper', ['users:administer']));
    const caller: Actor = {
      username: 'k',
      userId: 1,
      roles: ['KEEPER'],
      permissions: new Set(keeper.permissions),
    };
    const attempt = update.execute(keeper.id, { label: 'Keeper', permissions: ['tasks:read'] }, caller);
    await expect(attempt).rejects.toMatchObject({ code: 'ROLE.PROTECTED' });
    expect(await roles.findById(keeper.id)).toEqual(keeper);
    const alsoAdmin: Actor = { ...caller, roles: ['ADMIN', 'KEEPER'] };
    const changed = await update.execute(keeper.id, { label: 'Keeper', permissions: [] }, alsoAdmin);
    expect(changed.permissions).toEqual([]);
  });

  it('when a role is deleted, then system, assigned and unknown roles are refused with their own error', async () => {
    const remove = new DeleteUseCase(roleDeletion(roles, users), store);
    await expect(remove.execute(admin.id, SOMEONE)).rejects.toThrow(SystemRoleProtected);
    await users.insert(aUser({ roles: ['AUDITOR'] }));
    await expect(remove.execute(auditor.id, SOMEONE)).rejects.toThrow(RoleInUse);
    await expect(remove.execute(999, SOMEONE)).rejects.toThrow(RoleNotFound);
    expect(await everyRow(roles, 'code')).toEqual([admin, auditor]);
  });

  it('when a bulk delete fails part-way, then the roles deleted before the failure are restored', async () => {
    const editor = await roles.insert(newRole('EDITOR', 'Editor'));
    const failing: RoleRepository = Object.assign(Object.create(roles) as RoleRepository, {
      delete: async (id: number) => {
        if (id === editor.id) throw new Error('connection lost');
        return roles.delete(id);
      },
    });
    const deleteSelected = new DeleteSelectedUseCase(roleDeletion(failing, users), store);
    await expect(deleteSelected.execute([auditor.id, editor.id], SOMEONE)).rejects.toThrow('connection lost');
    expect(await everyRow(roles, 'code')).toEqual([admin, auditor, editor]);
  });
});
