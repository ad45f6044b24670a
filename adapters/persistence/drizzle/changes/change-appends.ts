// How each dialect appends the change log's rows in a write's transaction: chosen where the database opens.
import { type SQL, sql } from 'drizzle-orm';
import type { StatementShape } from '../drizzle-gateway.js';
import type { ChangeRow } from './change-rows.js';

/** Appends rows in the current transaction; their IDs, ascending in the rows' order. */
export type AppendChanges = (rows: readonly ChangeRow[]) => Promise<number[]>;

/**
 * On Postgres, sequence values are drawn when rows are inserted, not when they commit: a
 * transaction could take ID 11 and commit after another took 12, and a reader that had read up to
 * 12 would never read 11. Appends hold this lock shared until their transaction ends, so they do
 * not wait for one another; a reader takes it exclusively for the moment of its read, which waits
 * for the appends under way to end: every ID below what it reads has then committed or rolled back.
 */
export const COMMIT_ORDER_LOCK = 0x6368616e67;

const COLUMNS = ['resource', 'record_id', 'code', 'action', 'actor', 'api_key', 'at', 'fields', 'record'];

/** One row's values, in the order of `COLUMNS`. */
function valuesOf(row: ChangeRow): unknown[] {
  return [
    row.resource,
    row.recordId,
    row.code,
    row.action,
    row.actor,
    row.apiKey,
    row.at,
    row.fields,
    row.record,
  ];
}

/**
 * SQLite, one writer, so IDs are given in commit order: each row through one prepared statement
 * (building an insert with the query builder cost more than running it), its rowid its ID.
 */
export function appendPrepared(
  insertRowids: (
    table: string,
    columns: readonly string[],
    rows: readonly (readonly unknown[])[],
  ) => number[],
): AppendChanges {
  return async (rows) => insertRowids('changes', COLUMNS, rows.map(valuesOf));
}

/**
 * Postgres: one statement, the shared lock, then the rows. The lock's one-row scan is joined to
 * every row inserted, so it is taken before the first ID is drawn; the rows go in in the batch's
 * order, so their IDs, drawn one after the other, ascend in it. A single entry's statement is
 * prepared once and its text kept (`writeAlone`'s shape).
 */
export function appendInCommitOrder(
  writeAlone: (build: () => SQL, shape?: StatementShape) => Promise<Record<string, unknown>[]>,
): AppendChanges {
  return async (rows) => {
    const build = () => {
      const values = sql.join(
        rows.map((row, index) => tuple(index, row)),
        sql`, `,
      );
      return sql`
        with fence as (select pg_advisory_xact_lock_shared(${COMMIT_ORDER_LOCK}::bigint))
        insert into changes (${sql.raw(COLUMNS.join(', '))})
        select ${sql.raw(COLUMNS.map((column) => `v.${column}`).join(', '))}
        from fence, (values ${values}) as v(ord, ${sql.raw(COLUMNS.join(', '))})
        order by v.ord
        returning id`;
    };
    const shape =
      rows.length === 1
        ? { key: 'changes.append', params: [COMMIT_ORDER_LOCK, 0, ...valuesOf(rows[0]!)] }
        : undefined;
    const result = await writeAlone(build, shape);
    return result.map((row) => Number(row.id)).sort((a, b) => a - b);
  };
}

function tuple(index: number, row: ChangeRow): SQL {
  return sql`(${index}::int, ${row.resource}, ${row.recordId}::bigint, ${row.code}, ${row.action}, ${row.actor}, ${row.apiKey}, ${row.at}::bigint, ${row.fields}, ${row.record})`;
}
