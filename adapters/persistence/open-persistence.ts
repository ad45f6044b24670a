import type { RoleRepository } from '../../application/access/ports/role.repository.js';
import type { UserRepository } from '../../application/access/ports/user.repository.js';
import type { SettingsRepository } from '../../application/settings/ports/settings.repository.js';
import type { SecretStore } from '../../application/shared/ports/secret-store.js';
import type { UnitOfWork } from '../../application/shared/ports/unit-of-work.js';
import type { DatabaseConfig } from './database-config.js';
import { DrizzleRoleRepository } from './drizzle/access/drizzle-role.repository.js';
import { DrizzleUserRepository } from './drizzle/access/drizzle-user.repository.js';
import type { DrizzleGateway } from './drizzle/drizzle-gateway.js';
import { DrizzleSecretStore } from './drizzle/drizzle-secret-store.js';
import { DrizzleSettingsRepository } from './drizzle/settings/drizzle-settings.repository.js';
import { MemoryRoleRepository } from './memory/access/memory-role.repository.js';
import { MemoryUserRepository } from './memory/access/memory-user.repository.js';
import { MemorySecretStore } from './memory/memory-secret-store.js';
import { MemoryStore } from './memory/memory-store.js';
import { MemorySettingsRepository } from './memory/settings/memory-settings.repository.js';
import { PostgresDatabase } from './postgres/postgres-database.js';
import { SqliteDatabase } from './sqlite/sqlite-database.js';

/** Every repository of one backend, sharing one unit of work. */
export interface Persistence {
  readonly kind: DatabaseConfig['kind'];
  readonly unitOfWork: UnitOfWork;
  readonly users: UserRepository;
  readonly roles: RoleRepository;
  readonly settings: SettingsRepository;
  readonly secrets: SecretStore;
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openPersistence(config: DatabaseConfig): Promise<Persistence> {
  switch (config.kind) {
    case 'memory':
      return memoryPersistence();
    case 'sqlite': {
      const database = SqliteDatabase.open(config.path);
      return drizzlePersistence('sqlite', database, database, {
        ready: async () => database.ping(),
        close: async () => database.close(),
      });
    }
    case 'postgres': {
      const database = await PostgresDatabase.open(config);
      return drizzlePersistence('postgres', database, database, {
        ready: () => database.ping(),
        close: () => database.close(),
      });
    }
  }
}

function memoryPersistence(): Persistence {
  const store = new MemoryStore();
  return {
    kind: 'memory',
    unitOfWork: store,
    users: new MemoryUserRepository(store),
    roles: new MemoryRoleRepository(store),
    settings: new MemorySettingsRepository(store),
    secrets: new MemorySecretStore(store),
    ready: async () => true,
    close: async () => {},
  };
}

function drizzlePersistence(
  kind: 'sqlite' | 'postgres',
  gateway: DrizzleGateway,
  unitOfWork: UnitOfWork,
  lifecycle: Pick<Persistence, 'ready' | 'close'>,
): Persistence {
  return {
    kind,
    unitOfWork,
    users: new DrizzleUserRepository(gateway),
    roles: new DrizzleRoleRepository(gateway),
    settings: new DrizzleSettingsRepository(gateway),
    secrets: new DrizzleSecretStore(gateway),
    ...lifecycle,
  };
}
