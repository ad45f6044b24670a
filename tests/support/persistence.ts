import { afterEach, beforeEach } from 'vitest';
import { openPersistence, type Persistence } from '../../adapters/persistence/open-persistence.js';
import { SYSTEM_ROLES } from '../../domain/access/role.js';
import type { NewUser } from '../../domain/access/user.js';
import type { NewArchivable } from '../../domain/archivable/archivable.js';
import { instantFromMicros } from '../../domain/shared/instant.js';
import type { TaskFields } from '../../domain/tasks/task.js';
import { type Backend, createTestDatabase } from './backends.js';

/** A fresh, migrated persistence of the backend for each test; closed and dropped after it. */
export function usePersistence(backend: Backend): () => Persistence {
  let persistence: Persistence | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    const database = await createTestDatabase(backend);
    drop = database.drop;
    persistence = await openPersistence(database.config);
  });
  afterEach(async () => {
    await persistence?.close();
    await drop?.();
  });
  return () => persistence!;
}

export const T0 = instantFromMicros(1_795_000_000_123_456);

/** Stores the system roles, as the service does at start: a user's roles must exist. */
export async function withSystemRoles(persistence: Persistence): Promise<Persistence> {
  await persistence.roles.insertMissing(SYSTEM_ROLES.map((code) => ({ code, label: code, system: true })));
  return persistence;
}

/** An object mother for users. */
export function aUser(overrides: Partial<NewUser> = {}): NewUser {
  return {
    username: 'alice',
    enabled: true,
    roles: ['USER'],
    passwordHash: '$2b$04$hash',
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };
}

/** An object mother for tasks as a repository stores them. */
export function aTask(overrides: Partial<NewArchivable<TaskFields>> = {}): NewArchivable<TaskFields> {
  return {
    code: 'T-1',
    label: 'Write the report',
    description: null,
    status: 'TODO',
    priority: 'NORMAL',
    dueDate: null,
    assignedTo: null,
    tagIds: [],
    nomenclatureId: null,
    createdAt: T0,
    createdBy: 'alice',
    updatedAt: T0,
    updatedBy: 'alice',
    ...overrides,
  };
}
