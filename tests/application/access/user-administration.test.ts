import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRoleRepository } from '../../../adapters/persistence/memory/access/memory-role.repository.js';
import { MemorySessionRepository } from '../../../adapters/persistence/memory/access/memory-session.repository.js';
import { MemoryUserRepository } from '../../../adapters/persistence/memory/access/memory-user.repository.js';
import { MemoryStore } from '../../../adapters/persistence/memory/memory-store.js';
import { userDeletion } from '../../../application/access/access-deletions.js';
import { CreateUserUseCase } from '../../../application/access/create-user.use-case.js';
import { DeleteSelectedUseCase, DeleteUseCase } from '../../../application/access/deletion.use-cases.js';
import type { PasswordHasher } from '../../../application/access/ports/password-hasher.js';
import type { UserRepository } from '../../../application/access/ports/user.repository.js';
import { UpdateUserUseCase } from '../../../application/access/update-user.use-case.js';
import { type Actor, serviceActor } from '../../../application/shared/actor.js';
import type { UnitOfWork } from '../../../application/shared/ports/unit-of-work.js';
import { ProtectedUser, UnknownRoles } from '../../../domain/access/access.errors.js';
import { newRole } from '../../../domain/access/role.js';
import type { User } from '../../../domain/access/user.js';
import { aUser, T0 } from '../../support/persistence.js';

/** A unit of work that knows whether work is running inside it. */
class TrackingUnitOfWork implements UnitOfWork {
  open = 0;
  constructor(private readonly inner: UnitOfWork) {}
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.open++;
    try {
      return await this.inner.run(work);
    } finally {
      this.open--;
    }
  }
  afterCommit(callback: () => void): void {
    this.inner.afterCommit(callback);
  }
}

/** Refuses to hash inside a transaction, as the real (slow) hasher must never be called there. */
class OutsideTransactionHasher implements PasswordHasher {
  constructor(private readonly uow: TrackingUnitOfWork) {}
  async hash(password: string): Promise<string> {
    if (this.uow.open > 0) throw new Error('hashed inside a unit of work');
    return `hashed:${password}`;
  }
  async verify(password: string, hash: string): Promise<boolean> {
    return hash === `hashed:${password}`;
  }
}

const FORCED_ADMIN = 'Admin';
const clock = { now: () => T0 };
const asActor = (user: User): Actor => ({
  username: user.username,
  userId: user.id,
  roles: user.roles,
  permissions: new Set(),
});

describe('user administration use cases', () => {
  let store: MemoryStore;
  let users: MemoryUserRepository;
  let roles: MemoryRoleRepository;
  let uow: TrackingUnitOfWork;
  let hasher: OutsideTransactionHasher;
  let forcedAdmin: User;
  let operator: User;

  beforeEach(async () => {
    store = new MemoryStore();
    users = new MemoryUserRepository(store);
    roles = new MemoryRoleRepository(store);
    uow = new TrackingUnitOfWork(store);
    hasher = new OutsideTransactionHasher(uow);
    await roles.insertMissing(['ADMIN', 'USER', 'ANONYMOUS'].map((code) => newRole(code, code)));
    // Stored in another case than configured: the configured name is compared ignoring case.
    forcedAdmin = await users.insert(aUser({ username: 'admin', roles: ['ADMIN'] }));
    operator = await users.insert(aUser({ username: 'operator', roles: ['ADMIN'] }));
  });

  it('when a user is created, then the password is hashed before the unit of work and the user is stored', async () => {
    const create = new CreateUserUseCase({ users, roles, hasher, clock, uow });
    const created = await create.execute({
      username: 'alice',
      password: 'alice-password',
      enabled: true,
      roles: ['USER'],
    });
    expect(await users.findById(created.id)).toEqual({
      id: created.id,
      username: 'alice',
      enabled: true,
      roles: ['USER'],
      passwordHash: 'hashed:alice-password',
      createdAt: T0,
      updatedAt: T0,
    });
  });

  it('when a user is updated with a password, then it is hashed before the unit of work and replaces the old hash', async () => {
    const bob = await users.insert(aUser({ username: 'bob' }));
    const update = new UpdateUserUseCase(
      { users, roles, hasher, clock, uow },
      FORCED_ADMIN,
      new MemorySessionRepository(store),
    );
    await update.execute(
      bob.id,
      { username: 'bob', enabled: true, roles: ['USER'], password: 'new-password' },
      asActor(operator),
    );
    expect((await users.findById(bob.id))?.passwordHash).toBe('hashed:new-password');
  });

  it('when an update names an unknown role, then UnknownRoles lists it and the user is unchanged', async () => {
    const carol = await users.insert(aUser({ username: 'carol' }));
    const update = new UpdateUserUseCase(
      { users, roles, hasher, clock, uow },
      FORCED_ADMIN,
      new MemorySessionRepository(store),
    );
    const attempt = update.execute(
      carol.id,
      { username: 'carol', enabled: true, roles: ['USER', 'GHOST'] },
      asActor(operator),
    );
    await expect(attempt).rejects.toThrow(UnknownRoles);
    await expect(attempt).rejects.toThrow(/GHOST/);
    expect(await users.findById(carol.id)).toEqual(carol);
  });

  it('when the configured admin name differs in case from the stored one, then that account is still protected', async () => {
    const remove = new DeleteUseCase(userDeletion(users, FORCED_ADMIN), uow);
    await expect(remove.execute(forcedAdmin.id, asActor(operator))).rejects.toThrow(ProtectedUser);
    const update = new UpdateUserUseCase(
      { users, roles, hasher, clock, uow },
      FORCED_ADMIN,
      new MemorySessionRepository(store),
    );
    const disable = update.execute(
      forcedAdmin.id,
      { username: 'admin', enabled: false, roles: ['ADMIN'] },
      asActor(operator),
    );
    await expect(disable).rejects.toThrow(ProtectedUser);
    expect(await users.findById(forcedAdmin.id)).toEqual(forcedAdmin);
  });

  it('when a service identity deletes a user, then only the forced admin is protected', async () => {
    const remove = new DeleteUseCase(userDeletion(users, FORCED_ADMIN), uow);
    await remove.execute(operator.id, serviceActor('maintenance'));
    expect(await users.findById(operator.id)).toBeUndefined();
    await expect(remove.execute(forcedAdmin.id, serviceActor('maintenance'))).rejects.toThrow(ProtectedUser);
  });

  it('when a bulk delete fails part-way, then the users deleted before the failure are restored', async () => {
    const dave = await users.insert(aUser({ username: 'dave' }));
    const erin = await users.insert(aUser({ username: 'erin' }));
    const failing: UserRepository = Object.assign(Object.create(users) as UserRepository, {
      delete: async (id: number) => {
        if (id === erin.id) throw new Error('connection lost');
        return users.delete(id);
      },
    });
    const deleteSelected = new DeleteSelectedUseCase(userDeletion(failing, FORCED_ADMIN), uow);
    await expect(deleteSelected.execute([dave.id, erin.id], asActor(operator))).rejects.toThrow(
      'connection lost',
    );
    expect(await users.findById(dave.id)).toEqual(dave);
  });
});
