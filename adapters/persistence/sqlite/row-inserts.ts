// Rows inserted through the driver on SQLite's writer: a restore's millions, the change log's entries.
import type Database from 'better-sqlite3';
import { chunks, rowsPerStatement } from '../drizzle/chunks.js';

export type Rows = readonly (readonly unknown[])[];
type Db = Database.Database;

/**
 * Multi-row statements; the rowid of each one's last row, so with `alone` (one row a statement)
 * each row's, in the rows' order. A statement on a table with a trigger (the search index's)
 * keeps a statement journal, into which it copies every page it changes that its transaction had
 * already written: one row a statement, a restored task copied its seventeen indexes' pages and
 * took 94 µs; 300 rows a statement, 16 µs a row.
 */
export function insertRows(db: Db, table: string, columns: readonly string[], rows: Rows, alone = false) {
  return chunks(rows, alone ? 1 : rowsPerStatement(columns.length)).map((chunk) =>
    Number(prepared(db, table, columns, chunk.length).run(chunk.flatMap(stored)).lastInsertRowid),
  );
}

/** Kept by its text in the writer's statement cache (statement-cache.ts). */
function prepared(db: Db, table: string, columns: readonly string[], count: number) {
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const row = `(${columns.map(() => '?').join(', ')})`;
  const values = Array(count).fill(row).join(', ');
  return db.prepare(`insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values ${values}`);
}

/** SQLite has no boolean: flags are stored as 0 and 1, as the schema's boolean mode does. */
const stored = (row: readonly unknown[]) => row.map((v) => (typeof v === 'boolean' ? Number(v) : v));
