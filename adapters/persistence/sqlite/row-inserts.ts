// Rows inserted through the driver on SQLite's writer: a restore's millions, the change log's entries.
import type Database from 'better-sqlite3';
import { chunks, rowsPerStatement } from '../drizzle/chunks.js';

/**
 * Multi-row statements. A statement on a table with a trigger (the search index's) keeps a
 * statement journal, into which it copies every page it changes that its transaction had already
 * written: one row a statement, a restored task copied its seventeen indexes' pages and took
 * 94 µs; 300 rows a statement, 16 µs a row.
 */
export function insertRows(
  writer: Database.Database,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): void {
  for (const chunk of chunks(rows, rowsPerStatement(columns.length)))
    insertStatement(writer, table, columns, chunk.length).run(chunk.flatMap(storedValues));
}

/** One row a statement, so that each row's rowid is known; they come back in the rows' order. */
export function insertRowids(
  writer: Database.Database,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): number[] {
  const insert = insertStatement(writer, table, columns, 1);
  return rows.map((row) => Number(insert.run(storedValues(row)).lastInsertRowid));
}

/** Kept by its text in the writer's statement cache (statement-cache.ts). */
function insertStatement(
  writer: Database.Database,
  table: string,
  columns: readonly string[],
  rowCount: number,
): Database.Statement {
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const row = `(${columns.map(() => '?').join(', ')})`;
  return writer.prepare(
    `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values ${Array(rowCount).fill(row).join(', ')}`,
  );
}

/** SQLite has no boolean: flags are stored as 0 and 1, as the schema's boolean mode does. */
function storedValues(row: readonly unknown[]): unknown[] {
  return row.map((value) => (typeof value === 'boolean' ? Number(value) : value));
}
