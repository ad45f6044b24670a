// The Postgres database: pool, migrations, transactions and walks behind the Drizzle gateway.
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { type DatabaseMetrics, NO_METRICS } from '../../../application/shared/ports/metrics.js';
import type { UnitOfWork } from '../../../application/shared/ports/unit-of-work.js';
import { ConcurrentWrite } from '../../../domain/shared/record.errors.js';
import type { StatementShape } from '../drizzle/dialect.js';
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
import { keysetBatches } from '../drizzle/walk.js';
import { TableReclaims } from '../shared/table-reclaims.js';
import { UnitContext } from '../shared/unit-context.js';
import { guardedTransaction } from './guarded-transaction.js';
import { PlannedReads } from './planned-reads.js';
import { postgresDialect } from './postgres-dialect.js';
import { isPostgresStorageFull, isPostgresUnavailable, isRaceLost } from './postgres-errors.js';
import { migrateTakingTurns } from './postgres-migrations.js';
import { connectTimeoutSeconds, RenewablePool, reconnectBackoff } from './renewable-pool.js';
import * as schema from './schema.js';
import { StatementTexts } from './statement-texts.js';
import { watchedStatements } from './watched-statements.js';
import { wholeResults } from './whole-results.js';

export interface PostgresOptions {
  readonly url: string;
  readonly poolSize: number;
  readonly statementTimeoutMs: number;
}

export class PostgresDatabase implements DrizzleGateway, UnitOfWork {
  readonly dialect = postgresDialect((build, shape) => this.writeAlone(build, shape));
  readonly tables: Tables = schema;
  private readonly transaction = new UnitContext<OpenTransaction>();
  /** Per pool: its client (statements timed, failures noted, results whole) and one Drizzle instance on it. */
  private readonly poolClients = new WeakMap<postgres.Sql, PoolClient>();
  private readonly reclaims = new TableReclaims((table) =>
    this.pool.client.unsafe(`vacuum (analyze) "${table.replaceAll('"', '""')}"`),
  );
  /** `writeAlone`'s statement texts by shape. */
  private readonly statementTexts = new StatementTexts();
  private readonly plannedReads = new PlannedReads();
  /** Units of work waiting for a pooled connection. */
  private waiting = 0;

  private constructor(
    private readonly pool: RenewablePool,
    private readonly metrics: DatabaseMetrics,
  ) {}

  /** `metrics` is told of every statement, every unit of work and the ones waiting for a connection. */
  static async open(
    options: PostgresOptions,
    metrics: DatabaseMetrics = NO_METRICS,
  ): Promise<PostgresDatabase> {
    const connectTimeout = connectTimeoutSeconds(options.statementTimeoutMs);
    const pool = new RenewablePool(
      () =>
        postgres(options.url, {
          max: options.poolSize,
          connect_timeout: connectTimeout,
          backoff: reconnectBackoff,
          // Fetching array types on connect fails as an unhandled rejection (a crash) when the
          // connection dies meanwhile; the schema has no array columns to parse anyway.
          fetch_types: false,
          onnotice: () => {},
          connection: {
            statement_timeout: options.statementTimeoutMs,
            application_name: 'task-service',
            // One request, one backend: parallel workers cost a page of 20 matches 9 ms to start
            // and compete with the other connections' requests (docs/adr/0071-no-parallel-query-per-request.md).
            // A string: postgres.js leaves a falsy startup parameter out.
            max_parallel_workers_per_gather: '0',
          },
        }),
      connectTimeout,
    );
    const database = new PostgresDatabase(pool, metrics);
    try {
      await migrateTakingTurns(pool.client, database.poolDb());
    } catch (error) {
      await pool.end();
      throw error;
    }
    return database;
  }

  reader(): Db {
    return this.transaction.getStore()?.db ?? this.poolDb();
  }

  write<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return this.run(() => work(this.reader()));
  }

  /** Whether a unit of work runs here now: `writeAlone` would join its transaction. */
  inUnitOfWork(): boolean {
    return this.transaction.getStore() !== undefined;
  }

  async writeAlone(build: () => SQL, shape?: StatementShape): Promise<Record<string, unknown>[]> {
    const { text, params } = this.statementTexts.of(build, shape);
    const open = this.transaction.getStore();
    if (open) return this.timed(open.sql).unsafe(text, params as never[], { prepare: true });
    try {
      return await this.poolClient().client.unsafe(text, params as never[], { prepare: true });
    } catch (error) {
      // As `run` does: the server rolled the statement back whole, the client may retry. A
      // constraint it broke is the caller's to name (`guarded`).
      throw isRaceLost(error) ? new ConcurrentWrite() : error;
    }
  }

  /**
   * Statements wait on the network, not on the event loop: batches of the caller's size, each on
   * whichever pooled connection is free, so none is pinned while a slow client reads.
   */
  walk<T>(read: ReadPage<T>, batchRows?: number): AsyncIterable<T[]> {
    return keysetBatches(() => this.reader(), read, batchRows);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.transaction.getStore()) return work();
    const committed: (() => void)[] = [];
    const started = performance.now();
    // Waiting until `begin` hands over a connection, or fails without one.
    let connected = false;
    const connect = () => {
      if (connected) return;
      connected = true;
      this.metrics.transactionsWaiting(--this.waiting);
    };
    this.metrics.transactionsWaiting(++this.waiting);
    const seconds = () => (performance.now() - started) / 1000;
    const result = await this.observed(
      guardedTransaction(this.pool.client, (sql) => {
        connect();
        return this.transaction.run({ db: asDb(this.timed(sql)), sql, committed }, work);
      }),
    ).catch((error: unknown) => {
      connect();
      this.metrics.transacted('rollback', seconds());
      // The server rolled the loser back whole, so the client may simply retry. A foreign-key
      // violation no repository mapped is a write that raced a delete: a conflict too, not a bug.
      throw isRaceLost(error) || this.isForeignKeyViolation(error) ? new ConcurrentWrite() : error;
    });
    this.metrics.transacted('commit', seconds());
    for (const callback of committed) callback();
    return result;
  }

  /** Statements wait on the network: the event loop is free already. */
  async pause(): Promise<void> {}

  /** A repeatable-read, read-only transaction: one snapshot of every table, writers never waited for. */
  readSnapshot<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return guardedTransaction(this.pool.client, async (sql) => {
      await sql.unsafe('set transaction isolation level repeatable read, read only');
      return work(asDb(this.timed(sql)));
    });
  }

  /**
   * The rows as one JSON parameter, as on SQLite: bound one value a parameter, the client spent
   * more building a restore's statements than the server running them.
   */
  async insertRows(table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]) {
    const open = this.transaction.getStore();
    if (!open) throw new Error('insertRows outside a unit of work');
    const json = JSON.stringify(
      rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]]))),
    );
    const [t, c] = [open.sql(table), open.sql(columns as string[])];
    await open.sql`insert into ${t} (${c}) select ${c} from json_populate_recordset(null::${t}, ${json}::json)`;
  }

  /**
   * Read in array mode and named by the selection's mapper, as on SQLite: Drizzle's own mapping
   * (its entity checks and a decoder looked up for every value) was an eighth of a page's CPU.
   */
  async selectRows<R>(db: Db, query: BuiltSelect<R>, selection: Selection, kind?: SelectKind): Promise<R[]> {
    const { sql, params } = query.toSQL();
    const { session } = db as unknown as { session: ArraySession };
    const rows =
      kind === 'planned'
        ? await this.plannedReads.rows(session.client, sql, params)
        : await session.query(sql, params);
    return rows.map(rowMapper(selection)) as R[];
  }

  afterCommit(callback: () => void): void {
    const open = this.transaction.getStore();
    if (open) open.committed.push(callback);
    else callback();
  }

  readonly isUniqueViolation = (error: unknown): boolean => errorCodes(error).includes('23505');
  readonly isForeignKeyViolation = (error: unknown): boolean => errorCodes(error).includes('23503');
  readonly isUnavailable = isPostgresUnavailable;
  readonly isStorageFull = isPostgresStorageFull;

  async ping(): Promise<boolean> {
    const rows = await this.observed(this.pool.client`select 1 as ok`);
    return rows.length === 1;
  }

  reclaimAfterCommit(table: string): void {
    this.afterCommit(() => this.reclaims.request(table));
  }

  /** Resolves once the vacuums asked for by `reclaimAfterCommit` have run. */
  reclaimed(): Promise<void> {
    return this.reclaims.settled();
  }

  async close(): Promise<void> {
    await this.reclaims.settled();
    await this.pool.end();
  }

  private poolDb(): Db {
    return this.poolClient().db;
  }

  /** Made once per pool, so that the Drizzle instance's prepared statements are reused. */
  private poolClient(): PoolClient {
    const pool = this.pool.client;
    let entry = this.poolClients.get(pool);
    if (!entry) {
      const client = this.timed(this.reporting(wholeResults(pool)));
      entry = { client, db: asDb(client) };
      this.poolClients.set(pool, entry);
    }
    return entry;
  }

  /** The pool's client, each of whose statements reports its failure to the pool. */
  private reporting(client: postgres.Sql): postgres.Sql {
    return watchedStatements(client, (statement) => {
      statement.catch((error: unknown) => this.pool.noteFailure(error));
    });
  }

  /** The client, each of whose statements is timed from sending to its answer, or its failure. */
  private timed(client: postgres.Sql): postgres.Sql {
    return watchedStatements(client, (statement, sentAt) => {
      const done = () => this.metrics.queried((performance.now() - sentAt) / 1000);
      statement.then(done, done);
    });
  }

  private observed<T>(outcome: Promise<T>): Promise<T> {
    return outcome.catch((error: unknown) => {
      this.pool.noteFailure(error);
      throw error;
    });
  }
}

/** Drizzle's postgres.js session, of a database or a transaction: a statement's rows as arrays. */
interface ArraySession {
  readonly client: postgres.Sql;
  query(sql: string, params: unknown[]): Promise<unknown[][]>;
}

interface PoolClient {
  readonly client: postgres.Sql;
  readonly db: Db;
}

/** The connection of the transaction in progress, and what to do once it has committed. */
interface OpenTransaction {
  readonly db: Db;
  /** The transaction's own connection, for what goes around the query builder. */
  readonly sql: postgres.Sql;
  readonly committed: (() => void)[];
}

/**
 * Without the schema: nothing reads through Drizzle's relational queries, and working out their
 * configuration from the schema was a tenth of a write's CPU, made anew for every transaction.
 */
function asDb(client: postgres.Sql): Db {
  return drizzle({ client }) as unknown as Db;
}
