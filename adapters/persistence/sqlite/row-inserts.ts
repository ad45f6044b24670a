// Rows inserted through the driver on SQLite's writer: a restore's millions, the change log's entries.
import type Database from 'better-sqlite3';
import { chunks, rowsPerStatement } from '../drizzle/chunks.js';

export type Rows = readonly (readonly unknown[])[];
type Db = Database.Database;

/**
 * Multi-row statements. A statement on a table with a trigger (the search index's) keeps a
 * statement journal, into which it copies every page it changes that its transaction had already
 * written: one row a statement, a restored task copied its seventeen indexes' pages and took
 * 94 µs; 300 rows a statement, 16 µs a row.
 */
export function insertRows(db: Db, table: string, columns: readonly string[], rows: Rows): void {
  for (const chunk of chunks(rows, rowsPerStatement(columns.length)))
    db.prepare(statementText(table, columns, chunk.length)).run(chunk.flatMap(stored));
}

/** Texts by their columns (the callers' constants), table and row count: building one cost more than a row's insert. */
const texts = new WeakMap<readonly string[], Map<string, string>>();

function statementText(table: string, columns: readonly string[], count: number): string {
  const byShape = texts.get(columns) ?? new Map<string, string>();
  texts.set(columns, byShape);
  const shape = `${table} ${count}`;
  let text = byShape.get(shape);
  if (text === undefined) {
    const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const row = `(${columns.map(() => '?').join(', ')})`;
    const values = Array(count).fill(row).join(', ');
    text = `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values ${values}`;
    byShape.set(shape, text);
  }
  return text;
}

/** SQLite has no boolean: flags are stored as 0 and 1, as the schema's boolean mode does. */
const stored = (row: readonly unknown[]) => row.map((v) => (typeof v === 'boolean' ? Number(v) : v));
