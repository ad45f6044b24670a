import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../postgres/schema.js';

/**
 * What a shared Drizzle repository needs from a dialect. Both dialects expose the
 * same tables with the same JS types; the query builder API used by the repositories
 * (select, insert … returning, update, delete, onConflict) is common to both, so the
 * repositories are typed against pg-core and the SQLite gateway supplies its own
 * structurally identical tables. The shared contract suite guards this.
 */
export type Tables = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT>;

export interface DrizzleGateway {
  readonly tables: Tables;
  /** The current transaction's connection, or a reader outside a transaction. */
  reader(): Db;
  /** Runs `work` in the current transaction, or in a new one. */
  write<T>(work: (db: Db) => Promise<T>): Promise<T>;
  isUniqueViolation(error: unknown): boolean;
  isForeignKeyViolation(error: unknown): boolean;
}

/** Drizzle wraps driver errors in DrizzleQueryError; the driver's error is its cause. */
export function driverError(error: unknown): { code?: unknown } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const cause = (error as { cause?: unknown }).cause;
  if (typeof cause === 'object' && cause !== null && 'code' in cause) return cause as { code?: unknown };
  return error as { code?: unknown };
}
