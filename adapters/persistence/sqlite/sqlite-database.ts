import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { UnitOfWork } from '../../../application/shared/ports/unit-of-work.js';
import { type Db, type DrizzleGateway, driverError, type Tables } from '../drizzle/drizzle-gateway.js';
import { migrationsFolder } from '../migrations-folder.js';
import { AsyncMutex } from '../shared/async-mutex.js';
import * as schema from './schema.js';

const BUSY_TIMEOUT_MS = 5000;

function open(path: string, readonly: boolean): Database.Database {
  const connection = new Database(path, { readonly, timeout: BUSY_TIMEOUT_MS });
  if (!readonly) connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('synchronous = NORMAL');
  return connection;
}

/**
 * better-sqlite3 is synchronous and its transactions cannot span `await`. Every write
 * therefore goes through one writer connection held by an async mutex for the whole
 * unit of work (BEGIN IMMEDIATE … COMMIT), so no other request's statement can run
 * inside it. Reads outside a transaction use a separate reader connection, which in
 * WAL mode sees the last committed state and never waits for the writer.
 */
export class SqliteDatabase implements DrizzleGateway, UnitOfWork {
  readonly tables = schema as unknown as Tables;
  private readonly writer: Database.Database;
  private readonly readerConnection: Database.Database;
  private readonly writeDb: Db;
  private readonly readDb: Db;
  private readonly lock = new AsyncMutex();
  private readonly transaction = new AsyncLocalStorage<true>();

  private constructor(private readonly path: string) {
    mkdirSync(dirname(path), { recursive: true });
    this.writer = open(path, false);
    this.runMigrations();
    this.readerConnection = open(path, true);
    this.writeDb = asDb(drizzle({ client: this.writer, schema }));
    this.readDb = asDb(drizzle({ client: this.readerConnection, schema }));
  }

  static open(path: string): SqliteDatabase {
    return new SqliteDatabase(path);
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

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.transaction.getStore()) return work();
    return this.lock.runExclusive(async () => {
      this.writer.exec('BEGIN IMMEDIATE');
      try {
        const result = await this.transaction.run(true, work);
        this.writer.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.writer.inTransaction) this.writer.exec('ROLLBACK');
        throw error;
      }
    });
  }

  isUniqueViolation(error: unknown): boolean {
    const code = driverError(error)?.code;
    return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  }

  isForeignKeyViolation(error: unknown): boolean {
    const code = driverError(error)?.code;
    // An ON DELETE RESTRICT failure is reported as a trigger constraint.
    return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === 'SQLITE_CONSTRAINT_TRIGGER';
  }

  ping(): boolean {
    return this.readerConnection.prepare('select 1 as ok').get() !== undefined;
  }

  close(): void {
    this.readerConnection.close();
    this.writer.close();
  }

  private runMigrations(): void {
    // A SQLite file serves one instance (docs/deployment.md); scale out on Postgres.
    const db = drizzle({ client: this.writer });
    migrate(db, { migrationsFolder: migrationsFolder('sqlite') });
  }
}

function asDb(db: BetterSQLite3Database<typeof schema>): Db {
  return db as unknown as Db;
}
