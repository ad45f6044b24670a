// Where SQLite and Postgres differ under the shared Drizzle code: each one's Dialect, chosen where its database opens.
import type { AnyColumn, Placeholder, SQL, SQLWrapper, Table } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import type { ChangeActor } from '../../../domain/changes/change.js';
import type { Instant } from '../../../domain/shared/instant.js';

/** A database of either dialect, typed as pg-core (see `Tables`, drizzle-gateway.ts). */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Statements whose text is the same for every call with `key`; `params` are this call's, in order. */
export interface StatementShape {
  readonly key: string;
  readonly params: readonly unknown[];
}

/** A write of one statement, atomic by itself; its rows (`DialectWriter.writeAlone`). */
export type WriteAlone = (build: () => SQL, shape?: StatementShape) => Promise<Record<string, unknown>[]>;

/** Where a table's search words are: its `search_text` column and, on SQLite, its FTS5 table. */
export interface SearchIndex {
  readonly column: AnyColumn;
  readonly ftsTable: string;
}

/** The table a search reads: its ID, the condition of its listed rows and its search index. */
export interface Searched {
  readonly table: PgTable;
  readonly id: AnyColumn;
  readonly listed?: SQL;
  readonly search: SearchIndex;
}

/**
 * How the matches meet the rest of a read. Neither planner weighs a page's LIMIT against how
 * many rows a search matches: each may walk the sort's whole index testing every row for a word
 * found in twenty, or read and sort a hundred thousand matches to give fifty. So a page first
 * counts the matches, up to a bound: a few drive the read (`drive`), many are tested along the
 * sort's index (`test`). A count reads every match anyway (`count`).
 */
export type SearchUse = 'drive' | 'test' | 'count';

/**
 * An update of many rows, each guarded by its version (`versionedUpdate`), reading them from a
 * derived table whose columns are column1, column2, … as Postgres names those of VALUES. One
 * object per statement (a kind's), so that a dialect may keep what it prepares for it by it.
 */
export interface BulkUpdate {
  readonly name: string;
  /** Each column's SQL type, in the rows' order. */
  readonly casts: readonly string[];
  build(db: Db, rows: SQL): PromiseLike<{ id: number }[]> & { prepare(name: string): unknown };
}

/** The same part of a statement in each dialect's words. */
export interface DialectSql {
  /** The rows the search index gives for `words`, each of two letters or more. */
  searchMatch(searched: Searched, words: readonly string[], use: SearchUse): SQL;
  /** The listed rows the search index gives for `words`, to count: what they are read from, and where. */
  searchMatches(searched: Searched, words: readonly string[]): { from: SQL; where: SQL | undefined };
  /** Where `part` begins in `text`, from 1; 0 when it is not there. */
  position(text: SQL, part: string): SQL;
  /** Every one of `tests`, as one condition. */
  allOf(tests: readonly SQL[]): SQL;
  /**
   * `column in (…)` over one parameter, a JSON array of integers (`idsParameter`): the
   * statement's text is the same however many values come, so it is built and compiled once.
   */
  inJsonIds(column: AnyColumn, ids: Placeholder | string): SQL;
  /** `table`, read through `index` where the dialect lets a statement name one (SQLite). */
  indexedBy(table: PgTable, index: string | null | undefined): PgTable | SQL;
  /** The recursive step of a walk down a tree (`subtree`, of IDs) to the rows of `table` whose `parent` is there. */
  subtreeStep(table: PgTable, id: SQLWrapper, parent: SQLWrapper): SQL;
  /** A value as JSON text: a string quoted, a null `null`. */
  jsonQuote(value: SQL): SQL;
  /** The elements of `json`, a JSON array, as the rows of `c`, each in its column `value`. */
  jsonElements(json: string): SQL;
  /** `text`, a JSON element's value as text (`->>`), as a 64-bit integer. */
  jsonInteger(text: string): SQL;
  /** `json`, a JSON array of objects, as the rows of `v`: a column per key, by name and SQL type. */
  jsonRecords(json: string, columns: readonly (readonly [string, string])[]): SQL;
  /** What a select ends with to lock the rows it reads (`for …`); nothing where one writer runs at a time. */
  rowLock(lock: string): SQL;
}

/**
 * How the shared code writes. SQLite's writer: every write in a unit of work, whose transaction
 * units queued together share (the group commit, sqlite/group-commit.ts), and a bulk write's rows
 * as one JSON parameter, so that its text is the same for any rows. Postgres's: a lone statement
 * written alone (`writeAlone`), its text kept by shape, and a bulk write's rows as VALUES.
 */
export interface DialectWriter {
  /** Rows per multi-row insert or update of `columns` values each. */
  rowsPerStatement(columns: number): number;
  /** What a multi-row insert inserts, after `insert into table (columns)`; at most `rowsPerStatement` rows. */
  insertedRows(rows: readonly (readonly unknown[])[]): SQL;
  /** Runs `update` over `rows` (values in the order of its casts); the IDs it wrote. */
  updateRows(db: Db, rows: readonly (readonly unknown[])[], update: BulkUpdate): Promise<{ id: number }[]>;
  /**
   * A write of one statement, atomic by itself; its rows. Postgres runs it in the current
   * transaction, else alone and prepared: one round trip, where a transaction of its own takes
   * three more (begin, commit, and the statement's types asked for). Absent on SQLite, whose
   * writes share their commits (the group commit), not round trips. With `shape`, the statement
   * is built once: later calls of the same shape reuse its text with their own parameters.
   */
  readonly writeAlone?: WriteAlone;
  /**
   * A restore's change log entries, one `insert … select` per kind of `kinds` (its restored table,
   * read as `t`, and its code); the first and last IDs they got, `last` below `first` for none.
   */
  appendRestored(
    db: Db,
    kinds: readonly { resource: string; table: SQLWrapper; code: SQL }[],
    actor: ChangeActor,
    at: Instant,
  ): Promise<{ first: number; last: number }>;
}

/** One dialect's ways, chosen where its database opens and carried by its gateway (`DrizzleGateway.dialect`). */
export interface Dialect {
  readonly sql: DialectSql;
  readonly writer: DialectWriter;
  /** Runs a statement Drizzle's builders did not make; its rows (Postgres gives 64-bit integers as text). */
  rows(db: Db, statement: SQL): Promise<readonly Record<string, unknown>[]>;
  /** Runs such a statement, for what it does. */
  run(db: Db, statement: SQL): Promise<unknown>;
  /**
   * Takes the change log's commit-order lock exclusively, in `db`'s transaction, for a read no
   * append under way can slip below (`COMMIT_ORDER_LOCK`); absent where one writer commits in order.
   */
  readonly lockCommitOrder?: (db: Db) => Promise<unknown>;
  /** Whether writing `rowsWritten` rows into `table` leaves the planner's statistics of it far behind. */
  outgrown(db: Db, table: Table | undefined, rowsWritten: number): Promise<boolean>;
  /** Refreshes the planner's statistics of `tables`, inside the current transaction. */
  analyze(db: Db, tables: readonly Table[]): Promise<void>;
  /**
   * What a bulk load of `tables` is faster without and builds again after, in the order to build:
   * each its statement that drops it and the one that builds it (docs/adr/0060-restores-build-indexes-after.md).
   */
  setAsideForLoad(db: Db, tables: readonly string[]): Promise<readonly SetAside[]>;
}

export interface SetAside {
  readonly drop: string;
  readonly build: string;
}
