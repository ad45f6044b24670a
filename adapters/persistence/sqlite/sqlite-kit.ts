// The SQLite builders the tables are declared with (drizzle/schema/).
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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
