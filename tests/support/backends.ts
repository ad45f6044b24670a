import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { describe, inject } from 'vitest';
import type { DatabaseConfig } from '../../adapters/persistence/database-config.js';

export type Backend = 'memory' | 'sqlite' | 'postgres';

export const ALL_BACKENDS: readonly Backend[] = ['memory', 'sqlite', 'postgres'];

export interface TestDatabase {
  readonly config: DatabaseConfig;
  /** Removes the database; safe to call once everything using it is closed. */
  drop(): Promise<void>;
}

function postgresUrl(): string {
  return inject('postgresUrl');
}

/** Runs the suite once per backend; the Postgres run is skipped (with the setup's notice) when no server is available. */
export function describeEachBackend(
  name: string,
  suite: (backend: Backend) => void,
  backends = ALL_BACKENDS,
): void {
  for (const backend of backends) {
    const skip = backend === 'postgres' && postgresUrl() === '';
    describe.skipIf(skip)(`${name} [${backend}]`, () => suite(backend));
  }
}

/** A fresh, empty database of the given kind: a temporary SQLite file or a new Postgres database. */
export async function createTestDatabase(
  backend: Backend,
  options: { readonly fresh?: boolean } = {},
): Promise<TestDatabase> {
  switch (backend) {
    case 'memory':
      return { config: { kind: 'memory' }, drop: async () => {} };
    case 'sqlite': {
      const folder = mkdtempSync(join(tmpdir(), 'task-service-'));
      return {
        config: { kind: 'sqlite', path: join(folder, 'app.db') },
        drop: async () => rmSync(folder, { recursive: true, force: true }),
      };
    }
    case 'postgres':
      return createPostgresDatabase(postgresUrl(), options.fresh ?? false);
  }
}

/** Clean databases of this worker, ready for the next test (global teardown drops them). */
const recycled: string[] = [];

/**
 * A database of its own for each test. Creating and dropping a Postgres database costs about
 * 0.7 s with its migrations; emptying one costs a few milliseconds, so a "dropped" database
 * is truncated and handed to the next test of this worker instead.
 */
async function createPostgresDatabase(adminUrl: string, fresh: boolean): Promise<TestDatabase> {
  // A recycled database is empty but migrated; `fresh` is one that has never been opened.
  const name = (fresh ? undefined : recycled.pop()) ?? (await createDatabase(adminUrl));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString(), poolSize: 5, statementTimeoutMs: 10_000 },
    drop: async () => {
      if (await truncateAll(url.toString())) recycled.push(name);
      else await dropDatabase(adminUrl, name);
    },
  };
}

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `${inject('postgresDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 1 });
  }
  return name;
}

/** Empties every table and restarts the identities; false when that was not possible. */
async function truncateAll(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`set lock_timeout = '5s'`;
    const tables = await sql<{ name: string }[]>`
      select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`;
    if (tables.length > 0) {
      await sql.unsafe(`truncate table ${tables.map((t) => t.name).join(', ')} restart identity cascade`);
    }
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await sql.end({ timeout: 1 });
  }
}
