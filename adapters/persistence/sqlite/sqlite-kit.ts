// The SQLite builders the tables are declared with (drizzle/schema/), and the one place SQLite's
// Drizzle types meet the shared code's (docs/adr/0002-shared-drizzle-repositories.md).
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import {
  type BaseSQLiteDatabase,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import type { Db } from '../drizzle/dialect.js';
import type { DialectKit } from '../drizzle/schema/dialect-kit.js';

/** AUTOINCREMENT: an ID is never given twice, even after the newest rows are deleted. */
const generatedId = (name: string) => integer(name).primaryKey({ autoIncrement: true });

/**
 * Typed as the Postgres kit, whose tables the repositories are typed against
 * (drizzle/drizzle-gateway.ts): these columns hold and give back the same JS values.
 */
export const sqliteKit = {
  table: sqliteTable,
  generatedId,
  serialId: generatedId,
  id: integer,
  micros: integer,
  text,
  // SQLite compares text by code point already.
  binaryText: text,
  integer,
  boolean: (name: string) => integer(name, { mode: 'boolean' }),
  index,
  uniqueIndex,
  primaryKey,
} satisfies Record<keyof DialectKit, unknown> as unknown as DialectKit;

/** A SQLite database, typed as the shared code's like its tables. */
export function sharedDb<Tables extends Record<string, unknown>>(db: BetterSQLite3Database<Tables>): Db {
  return db as unknown as Db;
}

/** The shared code's database as the sqlite-core one it is, where SQLite's own API is needed. */
export function sqliteCore(db: Db): BaseSQLiteDatabase<'sync', unknown> {
  return db as unknown as BaseSQLiteDatabase<'sync', unknown>;
}
