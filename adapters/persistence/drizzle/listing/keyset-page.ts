// Keyset pages of any table in both dialects: the sort column and the ID, nulls after every value.
import { type AnyColumn, and, asc, count, desc, gt, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListPosition, ListQuery } from '../../../../application/listing/list-query.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { searchCondition } from './search-condition.js';

export interface SortColumn {
  readonly column: AnyColumn;
  /** Null rows come after every value: a second segment of the walk, by ID. */
  readonly nullable?: boolean;
  /** Unique among the listed rows (an active code): the column alone is the keyset. */
  readonly unique?: boolean;
  /** A second column breaking ties before the ID (a first name after the last); the value is a pair. */
  readonly then?: AnyColumn;
}

/** How one table is listed: its sort columns, its filters and where its search words are. */
export interface ListingTable<K extends string, L> {
  readonly table: PgTable;
  readonly id: AnyColumn;
  /** Rows never listed (archived ones) are left out by this condition, which partial indexes share. */
  readonly listed?: SQL;
  readonly sortColumns: { readonly [key in K]: SortColumn };
  filters(filter: L): readonly (SQL | undefined)[];
  readonly search: { readonly column: AnyColumn; readonly ftsTable: string };
}

type Row = Record<string, unknown>;

/** Everything but the keyset: the listed rows matching the filters and every search word. */
export function matching<K extends string, L>(
  gateway: DrizzleGateway,
  listing: ListingTable<K, L>,
  query: ListQuery<K, L>,
): SQL | undefined {
  const words = query.words.length > 0 ? searchCondition(gateway.dialect, listing, query.words) : undefined;
  return and(listing.listed, ...listing.filters(query.filter), words);
}

export async function countRows<K extends string, L>(
  db: Db,
  gateway: DrizzleGateway,
  listing: ListingTable<K, L>,
  query: ListQuery<K, L>,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listing.table)
    .where(matching(gateway, listing, query));
  return Number(row?.n ?? 0);
}

/** One statement of a page: a segment of the sort order, read up to `rows` rows. */
export type PageStatement = (
  rows: number,
) => { toSQL(): { sql: string; params: unknown[] } } & Promise<Row[]>;

/**
 * The statements of a page strictly after `after`, in the order they are read: one, or two for
 * a nullable column (the values, then the nulls; the reverse when descending), so that nulls
 * sort last on every backend. Each is a seek in the sort column's index: `(column, id) > (value,
 * id)` (row values, which both dialects compare with an index range), or `column > value` for a
 * unique column.
 */
export function pageStatements<K extends string, L>(
  db: Db,
  gateway: DrizzleGateway,
  listing: ListingTable<K, L>,
  query: ListQuery<K, L>,
  after: ListPosition | undefined,
): PageStatement[] {
  const { key, descending } = query.sort;
  const sort = listing.sortColumns[key];
  const where = matching(gateway, listing, query);
  const order = descending ? desc : asc;
  const beyond = descending ? lt : gt;
  const read = (condition: SQL | undefined, orderBy: SQL[]) => (rows: number) =>
    db
      .select()
      .from(listing.table)
      .where(and(where, condition))
      .orderBy(...orderBy)
      .limit(rows) as ReturnType<PageStatement>;

  const values = (from: ListPosition | undefined) => {
    const columns = sort.then ? [sort.column, sort.then] : [sort.column];
    const parts = sort.then ? ((from?.value ?? []) as readonly unknown[]) : [from?.value];
    const place = sql.join(
      parts.map((part) => sql`${part}`),
      sql`, `,
    );
    const keyset =
      from === undefined
        ? undefined
        : sort.unique
          ? beyond(sort.column, from.value)
          : sql`(${sql.join(columns, sql`, `)}, ${listing.id}) ${sql.raw(descending ? '<' : '>')} (${place}, ${from.id})`;
    const orderBy = sort.unique ? [order(sort.column)] : [...columns.map((c) => order(c)), order(listing.id)];
    return read(and(sort.nullable ? isNotNull(sort.column) : undefined, keyset), orderBy);
  };
  if (!sort.nullable) return [values(after)];
  const nulls = (from: ListPosition | undefined) =>
    read(and(isNull(sort.column), from && beyond(listing.id, from.id)), [order(listing.id)]);
  const inNulls = after !== undefined && after.value === null;
  if (inNulls) return descending ? [nulls(after), values(undefined)] : [nulls(after)];
  if (after !== undefined && descending) return [values(after)];
  return descending ? [nulls(undefined), values(undefined)] : [values(after), nulls(undefined)];
}

/** At most `limit` rows strictly after `after`, in the query's order. */
export async function pageRows<K extends string, L>(
  db: Db,
  gateway: DrizzleGateway,
  listing: ListingTable<K, L>,
  query: ListQuery<K, L>,
  limit: number,
  after: ListPosition | undefined,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const statement of pageStatements(db, gateway, listing, query, after)) {
    rows.push(...(await statement(limit - rows.length)));
    if (rows.length === limit) break;
  }
  return rows;
}
