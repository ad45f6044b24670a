// The SQLite database: reader and writer connections, migrations and transactions behind the Drizzle gateway.
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as delay, setImmediate as nextTurn } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { type DatabaseMetrics, NO_METRICS } from '../../../application/shared/ports/metrics.js';
import type { UnitOfWork } from '../../../application/shared/ports/unit-of-work.js';
import { ConcurrentWrite } from '../../../domain/shared/record.errors.js';
import {
  type BuiltSelect,
  type Db,
  type DrizzleGateway,
  errorCodes,
  type ReadPage,
  type Selection,
  type SelectKind,
  type Tables,
} from '../drizzle/drizzle-gateway.js';
import { rowMapper } from '../drizzle/row-mapper.js';
import { migrationsFolder } from '../migrations-folder.js';
import { TableReclaims } from '../shared/table-reclaims.js';
import { UnitContext } from '../shared/unit-context.js';
import { GroupCommit, type UnitHooks } from './group-commit.js';
import { SqliteReaderThreads } from './reader-threads.js';
import { ReleasedAppends } from './released-appends.js';
import { insertRows, type Rows } from './row-inserts.js';
import * as schema from './schema.js';
import { mergeSearchIndex } from './search-index-merge.js';
import { sqliteDialect } from './sqlite-dialect.js';
import { sharedDb } from './sqlite-kit.js';
import { SqliteWalks, walkInTransaction } from './sqlite-walks.js';
import { cacheStatements } from './statement-cache.js';

/** How long a write waits for another process's write lock before giving up (503). */
const DEFAULT_BUSY_TIMEOUT_MS = 5000;
/**
 * better-sqlite3 waits for a lock synchronously, blocking the event loop. Migrations run
 * before the port opens, so a long wait harms no request there; a reader in WAL mode is
 * kept waiting only in rare moments (a checkpoint resetting the log), so a short wait.
 */
const STARTUP_BUSY_TIMEOUT_MS = 5000;
const READER_BUSY_TIMEOUT_MS = 100;
const FIRST_RETRY_MS = 2;
const MAX_RETRY_MS = 50;

export function isSqliteUnavailable(error: unknown): boolean {
  return errorCodes(error).some((code) => code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/** The file cannot grow: the disk is full (or the page limit reached). SQLite ends the transaction. */
export function isSqliteStorageFull(error: unknown): boolean {
  return errorCodes(error).includes('SQLITE_FULL');
}

/**
 * The database holds password hashes, the token signing key and the model token: a new one is
 * readable by the service's user only (0600, in a new folder 0700). SQLite gives its -wal and
 * -shm files the database file's mode. An existing file keeps the mode its owner chose.
 */
export function createPrivately(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  try {
    closeSync(openSync(path, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

function open(path: string, readonly: boolean, busyTimeoutMs: number): Database.Database {
  const connection = new Database(path, { readonly, timeout: busyTimeoutMs });
  if (!readonly) connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('synchronous = NORMAL');
  cacheStatements(connection);
  return connection;
}

/**
 * better-sqlite3 is synchronous and its transactions cannot span `await`. Every write
 * therefore goes through one writer connection, one unit of work at a time, each in a
 * savepoint of a transaction (BEGIN IMMEDIATE … COMMIT) that units queued behind one another
 * share (group-commit.ts), so no other request's statement can run inside a unit. Reads
 * outside a unit of work use a separate reader connection, which in WAL mode sees the last
 * committed state and never waits for the writer.
 *
 * Another process holding the write lock (a backup tool, an operator's sqlite3 shell) is
 * waited for without blocking the event loop: BEGIN IMMEDIATE fails at once and is retried
 * after a growing pause until the busy timeout, then its SQLITE_BUSY error propagates.
 */
export class SqliteDatabase implements DrizzleGateway, UnitOfWork {
  readonly dialect = sqliteDialect;
  readonly tables: Tables = schema;
  private readonly writer: Database.Database;
  private readonly readerConnection: Database.Database;
  private readonly writeDb: Db;
  private readonly readDb: Db;
  private readonly walks: SqliteWalks;
  private readonly readerThreads: SqliteReaderThreads;
  private readonly groups: GroupCommit;
  /** The running unit of work's hooks. */
  private readonly transaction = new UnitContext<UnitHooks>();
  private readonly releasedAppends: ReleasedAppends;
  private readonly reclaims = new TableReclaims((table) =>
    mergeSearchIndex(this.writer, (step) => this.run(step), table),
  );

  private constructor(
    private readonly path: string,
    private readonly busyTimeoutMs: number,
    metrics: DatabaseMetrics,
  ) {
    createPrivately(path);
    this.writer = open(path, false, STARTUP_BUSY_TIMEOUT_MS);
    this.runMigrations();
    this.writer.pragma('busy_timeout = 0');
    this.releasedAppends = new ReleasedAppends(this.writer);
    this.readerConnection = open(path, true, READER_BUSY_TIMEOUT_MS);
    this.writeDb = sharedDb(drizzle({ client: this.writer, schema }));
    this.readDb = sharedDb(drizzle({ client: this.readerConnection, schema }));
    this.walks = new SqliteWalks(() => open(path, true, READER_BUSY_TIMEOUT_MS), schema);
    this.readerThreads = new SqliteReaderThreads(path, READER_BUSY_TIMEOUT_MS);
    const { writer } = this;
    this.groups = new GroupCommit(
      {
        begin: (deadline) => this.begin(deadline),
        exec: (sql) => writer.exec(sql),
        get inTransaction() {
          return writer.inTransaction;
        },
      },
      {
        settled: (outcome, since) => metrics.transacted(outcome, (performance.now() - since) / 1000),
        waiting: (count) => metrics.transactionsWaiting(count),
      },
    );
  }

  /** `metrics` is told of units of work and of the writers waiting for the lock; statements are not timed (they are synchronous). */
  static open(
    path: string,
    busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS,
    metrics: DatabaseMetrics = NO_METRICS,
  ): SqliteDatabase {
    return new SqliteDatabase(path, busyTimeoutMs, metrics);
  }

  get location(): string {
    return this.path;
  }

  reader(): Db {
    return this.transaction.getStore() ? this.writeDb : this.readDb;
  }

  write<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return this.run(() => work(this.writeDb));
  }

  walk<T>(read: ReadPage<T>, batchRows?: number): AsyncIterable<T[]> {
    if (this.transaction.getStore()) return walkInTransaction(this.writeDb, read, batchRows);
    return this.walks.walk(read, batchRows);
  }

  pause(): Promise<void> {
    return nextTurn();
  }

  /** A read transaction on a connection of its own: in WAL mode it keeps its state while writers commit. */
  async readSnapshot<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const connection = open(this.path, true, READER_BUSY_TIMEOUT_MS);
    try {
      connection.exec('BEGIN');
      return await work(sharedDb(drizzle({ client: connection, schema })));
    } finally {
      connection.close();
    }
  }

  /** Multi-row statements on the writer, inside its transaction (row-inserts.ts). */
  async insertRows(table: string, columns: readonly string[], rows: Rows): Promise<void> {
    if (!this.transaction.getStore()) throw new Error('insertRows outside a unit of work');
    insertRows(this.writer, table, columns, rows);
  }

  /** Rows of an append-only table, written once the running unit's savepoint is released; their IDs (released-appends.ts). */
  appendAfterUnit(table: string, columns: readonly string[], rows: Rows): number[] {
    const unit = this.transaction.getStore();
    if (!unit) throw new Error('appendAfterUnit outside a unit of work');
    return this.releasedAppends.append(unit, table, columns, rows);
  }

  async selectRows<R>(db: Db, query: BuiltSelect<R>, selection: Selection, kind?: SelectKind): Promise<R[]> {
    const { sql, params } = query.toSQL();
    const { $client } = db as unknown as { $client: Database.Database };
    const rows =
      kind === 'long' && $client === this.readerConnection
        ? await this.readerThreads.all(sql, params)
        : ($client
            .prepare(sql)
            .raw(true)
            .all(...params) as unknown[][]);
    return rows.map(rowMapper(selection)) as R[];
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.transaction.getStore()) return work();
    // Measured from the request, so writes queued behind a waiting one give up with it.
    const started = performance.now();
    try {
      return await this.groups.submit({
        work: (hooks) => this.transaction.run(hooks, work),
        started,
        deadline: started + this.busyTimeoutMs,
      });
    } catch (error) {
      // A write that raced a delete, which its repository did not map: a conflict to retry, not a bug.
      throw this.isForeignKeyViolation(error) ? new ConcurrentWrite() : error;
    }
  }

  reclaimAfterCommit(table: string): void {
    this.afterCommit(() => this.reclaims.request(table));
  }

  /** Resolves once the merges asked for by `reclaimAfterCommit` have run. */
  reclaimed(): Promise<void> {
    return this.reclaims.settled();
  }

  afterCommit(callback: () => void): void {
    const unit = this.transaction.getStore();
    if (unit) unit.committed.push(callback);
    else callback();
  }

  isUnavailable(error: unknown): boolean {
    return isSqliteUnavailable(error);
  }

  isStorageFull(error: unknown): boolean {
    return isSqliteStorageFull(error);
  }

  isUniqueViolation(error: unknown): boolean {
    return errorCodes(error).some(
      (code) => code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY',
    );
  }

  isForeignKeyViolation(error: unknown): boolean {
    // An ON DELETE RESTRICT failure is reported as a trigger constraint.
    return errorCodes(error).some(
      (code) => code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === 'SQLITE_CONSTRAINT_TRIGGER',
    );
  }

  ping(): boolean {
    return this.readerConnection.prepare('select 1 as ok').get() !== undefined;
  }

  close(): void {
    void this.readerThreads.close();
    this.walks.close();
    this.readerConnection.close();
    this.writer.close();
  }

  /** Tries at least once, however late; a lock held past the deadline throws SQLITE_BUSY. */
  private async begin(deadline: number): Promise<void> {
    for (let pause = FIRST_RETRY_MS; ; pause = Math.min(pause * 2, MAX_RETRY_MS)) {
      try {
        this.writer.exec('BEGIN IMMEDIATE');
        return;
      } catch (error) {
        const left = deadline - performance.now();
        if (!isSqliteUnavailable(error) || left <= 0) throw error;
        await delay(Math.min(pause, left));
      }
    }
  }

  private runMigrations(): void {
    // A SQLite file serves one instance (docs/deployment.md); scale out on Postgres.
    const db = drizzle({ client: this.writer });
    migrate(db, { migrationsFolder: migrationsFolder('sqlite') });
  }
}
