import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { describe, inject } from 'vitest';
import type { DatabaseConfig } from '../../adapters/persistence/database-config.js';
import { SqliteDatabase } from '../../adapters/persistence/sqlite/sqlite-database.js';

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

/**
 * Runs the suite once per backend; the Postgres run is skipped (with the setup's notice) when no
 * server is available. `options` apply to every test of the suite (e.g. a longer `timeout`).
 */
export function describeEachBackend(
  name: string,
  suite: (backend: Backend) => void,
  backends = ALL_BACKENDS,
  options: { readonly timeout?: number } = {},
): void {
  for (const backend of backends) {
    const skip = backend === 'postgres' && postgresUrl() === '';
    describe.skipIf(skip)(`${name} [${backend}]`, options, () => suite(backend));
  }
}

/**
 * An empty database of the given kind: a temporary SQLite file or a Postgres database, already
 * migrated; `fresh` asks for one never opened, which the service's start-up will migrate.
 */
export async function createTestDatabase(
  backend: Backend,
  options: { readonly fresh?: boolean } = {},
): Promise<TestDatabase> {
  switch (backend) {
    case 'memory':
      return { config: { kind: 'memory' }, drop: async () => {} };
    case 'sqlite': {
      const folder = mkdtempSync(join(tmpdir(), 'task-service-'));
      const path = join(folder, 'app.db');
      if (!options.fresh) copyFileSync(migratedSqliteFile(), path);
      return {
        config: { kind: 'sqlite', path },
        drop: async () => rmSync(folder, { recursive: true, force: true }),
      };
    }
    case 'postgres':
      return createPostgresDatabase(postgresUrl(), options.fresh ?? false);
  }
}

let sqliteTemplate: string | undefined;

/**
 * An empty, migrated SQLite file for this worker, made by the service's own start-up code.
 * Copying it costs a test about a millisecond where migrating a new file costs 25.
 */
function migratedSqliteFile(): string {
  if (!sqliteTemplate) {
    const folder = mkdtempSync(join(tmpdir(), 'task-service-template-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    sqliteTemplate = join(folder, 'app.db');
    SqliteDatabase.open(sqliteTemplate).close();
  }
  return sqliteTemplate;
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
      if (await emptyAll(url.toString())) recycled.push(name);
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
async function emptyAll(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`set lock_timeout = '5s'`;
    const tables = await sql<{ name: string }[]>`
      select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`;
    if (tables.length === 0) return true;
    const names = tables.map((t) => t.name);
    await deleteAll(sql, names).catch(() =>
      sql.unsafe(`truncate table ${names.join(', ')} restart identity cascade`),
    );
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * A test leaves a few rows: deleting them with the foreign keys' triggers off takes about 15 ms,
 * where TRUNCATE, which gives every table and index a new file, takes 150-250 ms. Turning the
 * triggers off needs a superuser; without one, the caller truncates.
 */
async function deleteAll(sql: postgres.Sql, tables: readonly string[]): Promise<void> {
  const sequences = await sql<{ name: string }[]>`
    select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public'`;
  await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await tx.unsafe(
      [
        ...tables.map((t) => `delete from ${t}`),
        ...sequences.map((s) => `alter sequence ${s.name} restart`),
      ].join(';'),
    );
  });
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await sql.end({ timeout: 1 });
  }
}
