import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRoleRepository } from '../../../adapters/persistence/memory/access/memory-role.repository.js';
import { MemoryUserRepository } from '../../../adapters/persistence/memory/access/memory-user.repository.js';
import { MemoryStore } from '../../../adapters/persistence/memory/memory-store.js';
import { DeleteRoleUseCase } from '../../../application/access/delete-role.use-case.js';
import { DeleteSelectedRolesUseCase } from '../../../application/access/delete-selected-roles.use-case.js';
import type { RoleRepository } from '../../../application/access/ports/role.repository.js';
import { UpdateRoleUseCase } from '../../../application/access/update-role.use-case.js';
import { RoleInUse, RoleNotFound, SystemRoleProtected } from '../../../domain/access/access.errors.js';
import type { Role } from '../../../domain/access/role.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { aUser } from '../../support/persistence.js';

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
    admin = await roles.insert({ code: 'ADMIN', label: 'Administrator', system: true });
    auditor = await roles.insert({ code: 'AUDITOR', label: 'Auditor', system: false });
  });

  it('when the code sent with an update is the stored one, then only the label changes', async () => {
    const update = new UpdateRoleUseCase(roles, store);
    expect(await update.execute(auditor.id, { code: 'AUDITOR', label: 'Internal auditor' })).toEqual({
      ...auditor,
      label: 'Internal auditor',
    });
  });

  it('when the code sent with an update differs, then InvalidInput on code and nothing changes', async () => {
    const update = new UpdateRoleUseCase(roles, store);
    const attempt = update.execute(auditor.id, { code: 'CENSOR', label: 'Censor' });
    await expect(attempt).rejects.toThrow(InvalidInput);
    await expect(attempt).rejects.toMatchObject({ details: [{ path: 'code' }] });
    expect(await roles.findById(auditor.id)).toEqual(auditor);
  });

  it('when a role is deleted, then system, assigned and unknown roles are refused with their own error', async () => {
    const remove = new DeleteRoleUseCase(roles, users, store);
    await expect(remove.execute(admin.id)).rejects.toThrow(SystemRoleProtected);
    await users.insert(aUser({ roles: ['AUDITOR'] }));
    await expect(remove.execute(auditor.id)).rejects.toThrow(RoleInUse);
    await expect(remove.execute(999)).rejects.toThrow(RoleNotFound);
    expect(await roles.list()).toEqual([admin, auditor]);
  });

  it('when a bulk delete fails part-way, then the roles deleted before the failure are restored', async () => {
    const editor = await roles.insert({ code: 'EDITOR', label: 'Editor', system: false });
    const failing: RoleRepository = Object.assign(Object.create(roles) as RoleRepository, {
      delete: async (id: number) => {
        if (id === editor.id) throw new Error('connection lost');
        return roles.delete(id);
      },
    });
    const deleteSelected = new DeleteSelectedRolesUseCase(failing, users, store);
    await expect(deleteSelected.execute([auditor.id, editor.id])).rejects.toThrow('connection lost');
    expect(await roles.list()).toEqual([admin, auditor, editor]);
  });
});
