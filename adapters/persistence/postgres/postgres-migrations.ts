// The schema's migrations on Postgres, applied once however many instances start together.
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import type postgres from 'postgres';
import type { Db } from '../drizzle/drizzle-gateway.js';
import { migrationsFolder } from '../migrations-folder.js';

/** Any constant works; it only has to be the same for every instance of this service. */
const MIGRATION_LOCK_KEY = 7_310_420_001;

/**
 * Instances starting together take turns: the first migrates, the others find nothing to do. The
 * lock is held by a transaction of its own while the migrations run on another connection
 * (postgres.js's `reserve()` never resolves when it has to open a connection and types are not
 * fetched).
 */
export async function migrateTakingTurns(client: postgres.Sql, db: Db): Promise<void> {
  await client.begin(async (lock) => {
    await lock`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
    await migrate(db as never, { migrationsFolder: migrationsFolder('postgres') });
  });
}
