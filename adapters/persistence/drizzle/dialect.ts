// The types the shared Drizzle code and each dialect's database meet on: a database, a statement's shape, a search.
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';

/** A database of either dialect, typed as pg-core (see `Tables`, drizzle-gateway.ts). */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Statements whose text is the same for every call with `key`; `params` are this call's, in order. */
export interface StatementShape {
  readonly key: string;
  readonly params: readonly unknown[];
}

/** A write of one statement, atomic by itself; its rows (`DrizzleGateway.writeAlone`). */
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
