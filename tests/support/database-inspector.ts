import Database from 'better-sqlite3';
import postgres from 'postgres';
import { expect } from 'vitest';
import type { DatabaseConfig } from '../../adapters/persistence/database-config.js';
import { signal } from './signal.js';

/** A service process's database seen from the test, through a connection of its own. */
export interface DatabaseInspector {
  /**
   * True while the service is inside a write transaction: it holds SQLite's write lock, or
   * one of its Postgres sessions has written in an open transaction.
   */
  writing(): Promise<boolean>;
  /** The rows of a query that both dialects accept. */
  rows<T extends Record<string, unknown>>(query: string): Promise<T[]>;
  /** The number in column `n` of a query's one row (Postgres returns counts as strings). */
  count(query: string): Promise<number>;
  /** What SQLite's `integrity_check` and `foreign_key_check` report: `['ok']` when sound. */
  sqliteChecks(): Promise<unknown[]>;
  /**
   * Postgres: locks the rows of these IDs in a transaction of the inspector's own until
   * `release`, so a write reaching them (a task's update, a tag link's check of its tag) waits
   * there, inside its transaction.
   */
  holdRows(table: 'tasks' | 'tags', ids: readonly number[]): Promise<{ release(): Promise<void> }>;
  /** Postgres: the service's sessions that have written in an open transaction and wait for a lock. */
  writersWaitingForLocks(): Promise<number>;
  close(): Promise<void>;
}

/** What each dialect provides; `count` is built on `rows`. */
type DialectInspector = Omit<DatabaseInspector, 'count'>;

export function inspectDatabase(config: DatabaseConfig): DatabaseInspector {
  const inspector = connect(config);
  return {
    ...inspector,
    count: async (query) => Number((await inspector.rows<{ n: number | string }>(query))[0]!.n),
  };
}

function connect(config: DatabaseConfig): DialectInspector {
  switch (config.kind) {
    case 'sqlite':
      return sqliteInspector(config.path);
    case 'postgres':
      return postgresInspector(config.url);
    case 'memory':
      throw new Error('an in-memory database lives inside its process');
  }
}

function sqliteInspector(path: string): DialectInspector {
  // No busy wait: a probe that finds the write lock taken must say so at once.
  const connection = new Database(path, { fileMustExist: true, timeout: 0 });
  return {
    async writing() {
      try {
        connection.exec('BEGIN IMMEDIATE');
        connection.exec('ROLLBACK');
        return false;
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
        throw error;
      }
    },
    async rows<T>(query: string) {
      return connection.prepare(query).all() as T[];
    },
    async holdRows() {
      throw new Error('SQLite has no row locks');
    },
    async writersWaitingForLocks() {
      throw new Error('SQLite has no row locks');
    },
    async sqliteChecks() {
      const rows = [
        ...(connection.pragma('integrity_check') as { integrity_check: string }[]),
        ...(connection.pragma('foreign_key_check') as object[]),
      ];
      return rows.map((row) => ('integrity_check' in row ? row.integrity_check : row));
    },
    async close() {
      connection.close();
    },
  };
}

function postgresInspector(url: string): DialectInspector {
  // One connection for the probes, one for the transaction that holds rows.
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  return {
    async writing() {
      // A session gets a transaction ID at its first write and keeps it until commit or rollback.
      const [row] = await sql<{ writing: boolean }[]>`
        select exists (
          select 1 from pg_stat_activity
          where datname = current_database() and application_name = 'task-service' and backend_xid is not null
        ) as writing`;
      return row!.writing;
    },
    async rows<T>(query: string) {
      return (await sql.unsafe(query)) as unknown as T[];
    },
    async holdRows(table, ids) {
      const locked = signal();
      const released = signal();
      const transaction = sql.begin(async (tx) => {
        await tx`select id from ${tx(table)} where id in ${tx(ids as number[])} for update`;
        locked.fire();
        await released.happened;
      });
      // Looked at in `release`; a connection closed with the inspector ends it too.
      transaction.catch(() => {});
      await Promise.race([locked.happened, transaction]);
      return {
        release: async () => {
          released.fire();
          await transaction;
        },
      };
    },
    async writersWaitingForLocks() {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = 'task-service'
          and backend_xid is not null and wait_event_type = 'Lock'`;
      return row!.n;
    },
    async sqliteChecks() {
      throw new Error('not a SQLite database');
    },
    async close() {
      await sql.end({ timeout: 1 });
    },
  };
}

/**
 * The change log committed with the task writes (docs/api/changes.md): an entry for every kept
 * create and archive, and none for a write that was not kept.
 */
export async function expectChangesOfKeptWrites(inspector: DatabaseInspector): Promise<void> {
  const logged = (action: string) =>
    `exists (select 1 from changes c where c.resource = 'tasks' and c.record_id = t.id and c.action = '${action}')`;
  expect(
    await inspector.count(`
      select count(*) as n from tasks t
      where not ${logged('created')} or (t.archived_at is not null and not ${logged('archived')})`),
  ).toBe(0);
  expect(
    await inspector.count(`
      select count(*) as n from changes c
      where c.resource = 'tasks' and not exists (select 1 from tasks t where t.id = c.record_id)`),
  ).toBe(0);
  expect(await inspector.count("select count(*) as n from changes where action = 'archived'")).toBe(
    await inspector.count('select count(*) as n from tasks where archived_at is not null'),
  );
}
