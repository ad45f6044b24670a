// Hand-built SQL for bulk work: VALUES tuples, IN lists, and running what Drizzle's builders did not make.
import { type AnyColumn, type Placeholder, SQL, type SQLChunk, StringChunk, sql } from 'drizzle-orm';
import { chunks, rowsPerStatement } from '../chunks.js';
import type { Db, Dialect, DrizzleGateway } from '../drizzle-gateway.js';

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
 * Rows per SQLite bulk statement, all in one JSON parameter. Bound one value a parameter, a
 * statement held 333 rows, and an import of 20 000 tasks took 60: Drizzle built and SQLite bound
 * 6 000 parameters for each, and each opened a savepoint for its search-index trigger, at which
 * FTS5 writes out its pending terms as one more small segment to merge later.
 */
const SQLITE_ROWS_PER_WRITE = 5000;

/** Rows per multi-row insert or update of `columns` values each (`insertedRows`, `jsonIncomingRows`). */
function rowsPerBulkWrite(dialect: Dialect, columns: number): number {
  return dialect === 'sqlite' ? SQLITE_ROWS_PER_WRITE : rowsPerStatement(columns);
}

/**
 * `rows` cut into the statements of a bulk write (`rowsPerBulkWrite`). When there are several,
 * the event loop gets a turn before each (`DrizzleGateway.pause`), so that an import's thousands
 * of rows on SQLite do not hold every other request; a create or a small import runs as one.
 */
export async function* bulkStatements<T>(
  gateway: Pick<DrizzleGateway, 'dialect' | 'pause'>,
  rows: readonly T[],
  columns: number,
): AsyncGenerator<T[]> {
  const parts = chunks(rows, rowsPerBulkWrite(gateway.dialect, columns));
  for (const part of parts) {
    if (parts.length > 1) await gateway.pause();
    yield part;
  }
}

/**
 * What a multi-row insert inserts, after `insert into table (columns)`; rows of at most
 * `rowsPerBulkWrite`. Postgres: `values (…), (…)` (see `tuples`). SQLite: the rows as one JSON
 * parameter, read by `json_each` in their order, so the statement's text is the same however
 * many rows come and is compiled once; its values are strings, finite numbers and nulls, which
 * JSON carries unchanged.
 */
export function insertedRows(dialect: Dialect, rows: readonly (readonly unknown[])[]): SQL {
  if (dialect === 'postgres') return sql`values ${tuples(rows)}`;
  const values = rows[0]!.map((_, i) => `value ->> ${i}`).join(', ');
  return sql`select ${sql.raw(values)} from json_each(${JSON.stringify(rows)})`;
}

/**
 * SQLite: the rows of a bulk update as a derived table for `update … from`, its columns named
 * column1, column2, … as Postgres names those of VALUES; `rows` a JSON array of arrays of `width`
 * values, or the placeholder of one (as in `insertedRows`).
 */
export function jsonIncomingRows(width: number, rows: Placeholder | string): SQL {
  const columns = Array.from({ length: width }, (_, i) => `value ->> ${i} as column${i + 1}`).join(', ');
  return sql`(select ${sql.raw(columns)} from json_each(${rows}))`;
}

/** `column in (?, ?, …)`, for a non-empty list. */
export function inList(column: AnyColumn, values: readonly unknown[]): SQL {
  const list = values.flatMap((value, i) => (i === 0 ? [value] : [COMMA, value]));
  return sql`${column} in (${new SQL(list as SQLChunk[])})`;
}

/**
 * `column in (…)` over one parameter, a JSON array of integers: the statement's text is the
 * same however many values come, so it is built and compiled once (`idsParameter` makes the
 * value). SQLite reads the array with json_each. Postgres makes it an array once (an InitPlan)
 * and seeks each value in the column's index (`= any`): as a semi-join with the set the JSON
 * gives, it read the whole table instead whenever the table had no statistics yet (after a bulk
 * load) or was small, 600 ms a page of tasks at a million.
 */
export function inJsonIds(dialect: Dialect, column: AnyColumn, ids: Placeholder | string): SQL {
  return dialect === 'sqlite'
    ? sql`${column} in (select value from json_each(${ids}))`
    : sql`${column} = any(array(select jsonb_array_elements_text(${ids}::jsonb)::bigint))`;
}

export function idsParameter(ids: readonly number[]): string {
  return JSON.stringify(ids);
}

/**
 * Drizzle has no dialect-neutral way to run a statement its builders did not make:
 * pg-core databases `execute` (their driver returns 64-bit integers as text), sqlite-core
 * ones `all` and `run`. The gateway types every database as pg-core, hence the check.
 */
export type DialectDb =
  | { execute(statement: SQL): Promise<readonly Record<string, unknown>[]> }
  | {
      all(statement: SQL): Promise<readonly Record<string, unknown>[]>;
      run(statement: SQL): Promise<unknown>;
    };

/** Runs a hand-built `insert … returning id`; the IDs in row order. */
export async function returnedIds(db: Db, statement: SQL): Promise<number[]> {
  const target = db as unknown as DialectDb;
  const rows = 'execute' in target ? await target.execute(statement) : await target.all(statement);
  return rows.map((row) => Number(row.id));
}

/** Runs a hand-built statement without a result. */
export async function run(db: Db, statement: SQL): Promise<void> {
  const target = db as unknown as DialectDb;
  if ('execute' in target) await target.execute(statement);
  else await target.run(statement);
}
