// Opens the repositories of the configured backend: memory, SQLite or Postgres.
import type { DatabaseMetrics } from '../../application/shared/ports/metrics.js';
import type { DatabaseConfig } from './database-config.js';
import { openPostgres, openSqlite } from './drizzle/open-drizzle.js';
import { openMemory } from './memory/open-memory.js';
import type { Persistence } from './persistence.js';

export type { Persistence } from './persistence.js';

/** `metrics` hears from the SQLite and Postgres databases (docs/api/operations.md#metrics). */
export async function openPersistence(
  config: DatabaseConfig,
  metrics?: DatabaseMetrics,
): Promise<Persistence> {
  switch (config.kind) {
    case 'memory':
      return openMemory();
    case 'sqlite':
      return openSqlite(config, metrics);
    case 'postgres':
      return openPostgres(config, metrics);
  }
}
