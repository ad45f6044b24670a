// Hand-built SQL for bulk work: VALUES tuples, IN lists, and the IDs of what Drizzle's builders did not make.
import { type AnyColumn, SQL, type SQLChunk, StringChunk, sql } from 'drizzle-orm';
import { chunks } from '../chunks.js';
import type { Dialect } from '../dialect.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';

/*
 * Statements for bulk work (imports of 100 000 rows). Drizzle's builders wrap every value
 * in a Param and test each chunk against a chain of classes, which costs seconds at that
 * scale; a plain value between string chunks takes the cheap path and is still sent as a
 * bound parameter, never as SQL text.
 */

const FIRST_ROW = new StringChunk('(');
const NEXT_ROW = new StringChunk(', (');
const COMMA = new StringChunk(', ');
const CLOSE = new StringChunk(')');

/**
 * `(?, ?), (?, ?)`. With `casts` (one SQL type per column) the first row's values are
 * `cast(? as <type>)`: Postgres types a VALUES column by its first typed entry, where it
 * would otherwise take untyped parameters for text; SQLite needs no types.
 */
export function tuples(rows: readonly (readonly unknown[])[], casts?: readonly string[]): SQL {
  const typed = casts?.map((type, i) => [
    new StringChunk(`${i === 0 ? '' : ', '}cast(`),
    new StringChunk(` as ${castType(type)})`),
  ]);
  const chunks: unknown[] = [];
  rows.forEach((row, r) => {
    chunks.push(r === 0 ? FIRST_ROW : NEXT_ROW);
    row.forEach((value, i) => {
      if (r === 0 && typed) chunks.push(typed[i]![0], value, typed[i]![1]);
      else if (i === 0) chunks.push(value);
      else chunks.push(COMMA, value);
    });
    chunks.push(CLOSE);
  });
  return new SQL(chunks as SQLChunk[]);
}

/** A column's SQL type as a cast names it: a cast names a type, not a collation (the target column's own applies on assignment). */
export function castType(sqlType: string): string {
  return sqlType.replace(/\s+collate\s.*$/i, '');
}

/**
 * `rows` cut into the statements of a bulk write (`DialectWriter.rowsPerStatement`). When there
 * are several, the event loop gets a turn before each (`DrizzleGateway.pause`), so that an
 * import's thousands of rows on SQLite do not hold every other request; a create or a small
 * import runs as one.
 */
export async function* bulkStatements<T>(
  gateway: Pick<DrizzleGateway, 'dialect' | 'pause'>,
  rows: readonly T[],
  columns: number,
): AsyncGenerator<T[]> {
  const parts = chunks(rows, gateway.dialect.writer.rowsPerStatement(columns));
  for (const part of parts) {
    if (parts.length > 1) await gateway.pause();
    yield part;
  }
}

/** `column in (?, ?, …)`, for a non-empty list. */
export function inList(column: AnyColumn, values: readonly unknown[]): SQL {
  const list = values.flatMap((value, i) => (i === 0 ? [value] : [COMMA, value]));
  return sql`${column} in (${new SQL(list as SQLChunk[])})`;
}

/** The IDs as `DialectSql.inJsonIds` takes them: one JSON parameter. */
export function idsParameter(ids: readonly number[]): string {
  return JSON.stringify(ids);
}

/** Runs a hand-built `insert … returning id`; the IDs in row order. */
export async function returnedIds(dialect: Dialect, db: Db, statement: SQL): Promise<number[]> {
  return (await dialect.rows(db, statement)).map((row) => Number(row.id));
}
