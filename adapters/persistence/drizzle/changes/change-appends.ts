// How each dialect appends the change log's rows in a write's transaction: chosen where the database opens.
import { type SQL, sql } from 'drizzle-orm';
import type { Change, NewChange } from '../../../../domain/changes/change.js';
import type { WriteAlone } from '../dialect.js';
import type { InlineDeliveries } from '../webhooks/inline-deliveries.js';
import { type ChangeRow, changeRow } from './change-rows.js';

/** Appends rows in the current transaction; their IDs, ascending in the rows' order. */
export type AppendChanges = (rows: readonly ChangeRow[]) => Promise<number[]>;

/** Appends one change in the current transaction, with whatever must be queued for it; the change stored. */
export type AppendChange = (change: NewChange) => Promise<Change>;

/**
 * On Postgres, sequence values are drawn when rows are inserted, not when they commit: a
 * transaction could take ID 11 and commit after another took 12, and a reader that had read up to
 * 12 would never read 11. Appends hold this lock shared until their transaction ends, so they do
 * not wait for one another; a reader takes it exclusively for the moment of its read, which waits
 * for the appends under way to end: every ID below what it reads has then committed or rolled back.
 */
export const COMMIT_ORDER_LOCK = 0x6368616e67;

/** The shared lock, as the CTE an append's insert joins. */
export const FENCE = sql`fence as (select pg_advisory_xact_lock_shared(${COMMIT_ORDER_LOCK}::bigint))`;

/** The change log's columns an append writes, in the order of its values. */
export const COLUMNS = [
  'resource',
  'record_id',
  'code',
  'action',
  'actor',
  'api_key',
  'at',
  'fields',
  'record',
];

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
 * SQLite, one writer, so IDs are given in commit order: the rows through the driver (building an
 * insert with the query builder cost more than running it), after the unit's savepoint, their
 * IDs drawn at once (sqlite/released-appends.ts).
 */
export function appendPrepared(
  appendAfterUnit: (
    table: string,
    columns: readonly string[],
    rows: readonly (readonly unknown[])[],
  ) => number[],
): AppendChanges {
  return async (rows) => appendAfterUnit('changes', COLUMNS, rows.map(valuesOf));
}

/**
 * Postgres: one statement, the shared lock, then the rows. The lock's one-row scan is joined to
 * every row inserted, so it is taken before the first ID is drawn; the rows go in in the batch's
 * order, so their IDs, drawn one after the other, ascend in it.
 */
export function appendInCommitOrder(writeAlone: WriteAlone): AppendChanges {
  return async (rows) => {
    const result = await writeAlone(() => sql`with ${FENCE} ${inCommitOrder(rows)} returning id`);
    return result.map((row) => Number(row.id)).sort((a, b) => a - b);
  };
}

/**
 * Postgres, a lone change (a create, an update, a delete): the entry and its webhook deliveries
 * by one statement, its text kept; `queued` is called when it queued any.
 */
export function appendWithDeliveries(
  writeAlone: WriteAlone,
  deliveries: InlineDeliveries,
  queued: () => void,
): AppendChange {
  return async (change) => {
    const row = changeRow(change);
    const build = () =>
      sql`with ${FENCE}, entry as (${inCommitOrder([row])} returning *)${deliveries.tail(change)}`;
    const params = [COMMIT_ORDER_LOCK, 0, ...valuesOf(row), ...deliveries.parameters(change)];
    const [result] = await writeAlone(build, { key: 'changes.append-one', params });
    if (Number(result!.queued) > 0) queued();
    const appended = { ...change, id: Number(result!.id) };
    deliveries.mark(appended);
    return appended;
  };
}

/** The rows, after the lock, inserted in the batch's order. */
function inCommitOrder(rows: readonly ChangeRow[]): SQL {
  const values = sql.join(
    rows.map((row, index) => tuple(index, row)),
    sql`, `,
  );
  return sql`insert into changes (${sql.raw(COLUMNS.join(', '))})
    select ${sql.raw(COLUMNS.map((column) => `v.${column}`).join(', '))}
    from fence, (values ${values}) as v(ord, ${sql.raw(COLUMNS.join(', '))})
    order by v.ord`;
}

function tuple(index: number, row: ChangeRow): SQL {
  return sql`(${index}::int, ${row.resource}, ${row.recordId}::bigint, ${row.code}, ${row.action}, ${row.actor}, ${row.apiKey}, ${row.at}::bigint, ${row.fields}, ${row.record})`;
}
