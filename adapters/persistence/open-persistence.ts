// Opens the repositories of the configured backend: memory, SQLite or Postgres.
import type { DatabaseConfig } from './database-config.js';
import { openPostgres, openSqlite } from './drizzle/open-drizzle.js';
import { openMemory } from './memory/open-memory.js';
import type { Persistence } from './persistence.js';

export type { Persistence } from './persistence.js';

export async function openPersistence(config: DatabaseConfig): Promise<Persistence> {
  switch (config.kind) {
    case 'memory':
      return openMemory();
    case 'sqlite':
      return openSqlite(config);
    case 'postgres':
      return openPostgres(config);
  }
}
