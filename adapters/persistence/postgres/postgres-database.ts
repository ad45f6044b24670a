import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { UnitOfWork } from '../../../application/shared/ports/unit-of-work.js';
import { type Db, type DrizzleGateway, driverError, type Tables } from '../drizzle/drizzle-gateway.js';
import { migrationsFolder } from '../migrations-folder.js';
import * as schema from './schema.js';

/** Any constant works; it only has to be the same for every instance of this service. */
const MIGRATION_LOCK_KEY = 7_310_420_001;

export interface PostgresOptions {
  readonly url: string;
  readonly poolSize: number;
  readonly statementTimeoutMs: number;
}

export class PostgresDatabase implements DrizzleGateway, UnitOfWork {
  readonly tables: Tables = schema;
  private readonly db: Db;
  private readonly transaction = new AsyncLocalStorage<Db>();

  private constructor(private readonly client: postgres.Sql) {
    this.db = drizzle({ client, schema }) as unknown as Db;
  }

  static async open(options: PostgresOptions): Promise<PostgresDatabase> {
    const client = postgres(options.url, {
      max: options.poolSize,
      onnotice: () => {},
      connection: { statement_timeout: options.statementTimeoutMs, application_name: 'task-service' },
    });
    const database = new PostgresDatabase(client);
    try {
      await database.migrate();
    } catch (error) {
      await client.end({ timeout: 1 });
      throw error;
    }
    return database;
  }

  reader(): Db {
    return this.transaction.getStore() ?? this.db;
  }

  write<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return this.run(() => work(this.reader()));
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.transaction.getStore()) return work();
    return this.db.transaction((tx) => this.transaction.run(tx as unknown as Db, work));
  }

  isUniqueViolation(error: unknown): boolean {
    return driverError(error)?.code === '23505';
  }

  isForeignKeyViolation(error: unknown): boolean {
    return driverError(error)?.code === '23503';
  }

  async ping(): Promise<boolean> {
    const rows = await this.client`select 1 as ok`;
    return rows.length === 1;
  }

  async close(): Promise<void> {
    await this.client.end({ timeout: 5 });
  }

  /** Instances starting together take turns: the first migrates, the others find nothing to do. */
  private async migrate(): Promise<void> {
    const lock = await this.client.reserve();
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
      await migrate(this.db as never, { migrationsFolder: migrationsFolder('postgres') });
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => undefined);
      lock.release();
    }
  }
}
