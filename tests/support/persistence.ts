import { afterEach, beforeEach } from 'vitest';
import { openPersistence, type Persistence } from '../../adapters/persistence/open-persistence.js';
import type { NewUser } from '../../domain/access/user.js';
import { instantFromMicros } from '../../domain/shared/instant.js';
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
