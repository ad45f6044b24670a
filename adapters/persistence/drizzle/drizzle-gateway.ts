// What every Drizzle repository needs from a dialect: its tables, connections, walks and error tests.
import type { PgColumn } from 'drizzle-orm/pg-core';
import type * as schema from '../postgres/schema.js';
import type { Db, Dialect } from './dialect.js';

export type { Db } from './dialect.js';

/**
 * What a shared Drizzle repository needs from a dialect. Both dialects expose the
 * same tables with the same JS types; the query builder API used by the repositories
 * (select, insert … returning, update, delete, onConflict) is common to both, so the
 * repositories are typed against pg-core and the SQLite gateway supplies its own
 * structurally identical tables. The shared contract suite guards this.
 */
export type Tables = typeof schema;

/** The columns a select reads, each under the property its rows get. */
export type Selection = Record<string, PgColumn>;

/**
 * What a select is, where it matters to a dialect. `long`: it may step through thousands of rows
 * (a broad search's page, a count); outside a unit of work SQLite runs it on a reader thread, whose
 * committed state may be newer than the event loop's next read: only for reads that stand alone,
 * or whose callers check them against what they read next. `planned`: its best plan is the same
 * whatever its parameters' values (a page of index ranges, rows by ID), so Postgres may prepare
 * it and keep a generic plan; planning a page of four index ranges took longer than running it.
 */
export type SelectKind = 'long' | 'planned';

/** A select built from a Selection, not yet run. */
export interface BuiltSelect<R> extends PromiseLike<R[]> {
  toSQL(): { sql: string; params: unknown[] };
}

export interface DrizzleGateway {
  /** Where the SQL and the write path differ by dialect. */
  readonly dialect: Dialect;
  readonly tables: Tables;
  /** The current transaction's connection, or a reader outside a transaction. */
  reader(): Db;
  /** Runs `work` in the current transaction, or in a new one. */
  write<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Once the current transaction commits, tidies `table` in the background after a bulk archive.
   * Postgres vacuums it: archived rows leave their entries in its partial indexes (the search
   * index holds listed rows only) until a vacuum, and a word search read and rechecked 9 000
   * archived rows' entries for a page of 50 until autovacuum came by. SQLite merges its search
   * index, where each archived row left a deletion marker (sqlite/search-index-merge.ts).
   */
  reclaimAfterCommit?(table: string): void;
  /**
   * A read that walks many rows (a whole list, an export), batch by batch in `read`'s order,
   * at most `batchRows` a batch (none: one statement where the dialect allows it). SQLite,
   * whose statements block the event loop, bounds every batch and lets other callbacks run
   * between them (docs/performance.md).
   */
  walk<T>(read: ReadPage<T>, batchRows?: number): AsyncIterable<T[]>;
  /**
   * Between two statements of a long write (an import's thousands of rows): SQLite, whose
   * statements block the event loop, lets other callbacks run (reads, health checks); the rest of
   * the unit of work waits, and other writes queue behind it. Postgres has nothing to give back.
   */
  pause(): Promise<void>;
  /**
   * Runs `work` on a read-only connection of its own that sees one committed state throughout,
   * however long it takes and whatever is written meanwhile: a backup.
   */
  readSnapshot<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Inserts `rows` (values in the order of `columns`, SQL column names) into `table` within the
   * current unit of work, through the driver: a restore writes millions of rows, and building
   * each statement with the query builder costs more than running it.
   */
  insertRows(table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<void>;
  /**
   * Runs `query`, built as `db.select(selection)…`, on `db`. SQLite reads the rows through the
   * driver as arrays and names their values by the selection: Drizzle's per-value mapping cost
   * as much as running a page's query (docs/performance.md#lists-at-a-million-rows).
   *
   * `kind` tells what the statement is (SelectKind).
   */
  selectRows<R>(db: Db, query: BuiltSelect<R>, selection: Selection, kind?: SelectKind): Promise<R[]>;
  isUniqueViolation(error: unknown): boolean;
  isForeignKeyViolation(error: unknown): boolean;
  /** The database is unreachable, busy or shutting down: worth retrying later, not a bug. */
  isUnavailable(error: unknown): boolean;
  /** The database has no space left to write (a full disk): reads go on, writes wait for an operator. */
  isStorageFull(error: unknown): boolean;
}

/** Where one batch of a walk starts, and how many items it may hold. */
export interface Page<T> {
  /** The previous batch's last item; undefined for the first batch. */
  readonly after: T | undefined;
  /** Undefined: every item, in one statement. */
  readonly limit: number | undefined;
}

/**
 * One batch of a walk: at most `page.limit` items, in the walk's order, strictly after
 * `page.after` (a keyset: the order's columns must identify an item).
 */
export type ReadPage<T> = (db: Db, page: Page<T>) => Promise<T[]>;

/**
 * Every `code` along an error's cause chain (Drizzle wraps the driver's error, a connect
 * failure to several addresses is an AggregateError of socket errors), as strings.
 */
export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  const pending: unknown[] = [error];
  // Bounded: a cause chain is a few links long, and a cyclic one must not loop forever.
  for (let seen = 0; pending.length > 0 && seen < 16; seen += 1) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null) continue;
    const { code, cause, errors } = current as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string') codes.push(code);
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return codes;
}
