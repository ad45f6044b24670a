// Keyset pages of any table in both dialects: the sort column and the ID, nulls after every value.
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  getTableColumns,
  gt,
  isNotNull,
  isNull,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListPosition, ListQuery } from '../../../../application/listing/list-query.js';
import type { BuiltSelect, Db, Dialect, DrizzleGateway, Selection } from '../drizzle-gateway.js';
import { COUNTED } from '../row-mapper.js';
import { isBroad, isLongSearch, type SearchIndex, searchCondition } from './search-condition.js';

export interface SortColumn {
  readonly column: AnyColumn;
  /** Null rows come after every value: a second segment of the walk, by ID. */
  readonly nullable?: boolean;
  /** Unique among the listed rows (an active code): the column alone is the keyset. */
  readonly unique?: boolean;
  /** A second column breaking ties before the ID (a first name after the last); the value is a pair. */
  readonly tieBreaker?: AnyColumn;
}

/** How one table is listed: its sort columns, its filters and where its search words are. */
export interface ListingTable<K extends string, L> {
  readonly table: PgTable;
  readonly id: AnyColumn;
  /** Rows never listed (archived ones) are left out by this condition, which partial indexes share. */
  readonly listed?: SQL;
  readonly sortColumns: { readonly [key in K]: SortColumn };
  filters(filter: L, use: FilterUse): readonly (SQL | undefined)[];
  readonly search: SearchIndex;
  /** Columns no listed item is made from (the archive time of rows listed as active, a status's rank): not read. */
  readonly unread?: readonly AnyColumn[];
  /**
   * SQLite: the index a count without search words reads, for the filters given; none leaves
   * the choice to the planner. At a million rows its planner reads the whole table for a count
   * of the listed rows (a partial index's statistics look no better to it), ten times slower
   * than the narrow index (docs/performance.md#lists-at-a-million-rows).
   */
  countIndex?(filter: L): string | undefined;
  /**
   * Another index that answers the query in fewer steps than walking the sort's (a tag's tasks of
   * a status, which the links hold in code order); undefined where it does not apply.
   */
  indexedAnswer?(query: ListQuery<K, L>): IndexedAnswer | undefined;
}

/** A query answered from another index than its sort's (ListingTable.indexedAnswer). */
export interface IndexedAnswer {
  /** The IDs of at most `rows` listed rows strictly after `after`, in the query's order. */
  pageIds(after: ListPosition | undefined, rows: number): SQL;
  /** How many rows the query lists. */
  count(db: Db): PromiseLike<{ n: number | string }[]> & { toSQL(): { sql: string; params: unknown[] } };
}

/**
 * What a filter is read for. SQLite's planner ignores LIMIT when it chooses an index: given a
 * filter on a column of few values (a status), it reads all of that value's rows and sorts them,
 * where walking the sort's index and testing each row fills a page after a few hundred. So a
 * page on SQLite tests such columns without their index; a count, which reads every match
 * anyway, uses it.
 */
export interface FilterUse {
  readonly dialect: Dialect;
  readonly page: boolean;
}

type Row = Record<string, unknown>;

/**
 * Everything but the keyset: the listed rows matching the filters and every search word. A broad
 * search is tested row by row along the sort's index instead of driving the read (SearchUse).
 */
export function matching<K extends string, L>(
  gateway: DrizzleGateway,
  listing: ListingTable<K, L>,
  query: ListQuery<K, L>,
  use: { readonly page: boolean; readonly broadSearch?: boolean },
): SQL | undefined {
  const { dialect } = gateway;
  const searchUse = !use.page ? 'count' : use.broadSearch ? 'test' : 'drive';
  const words =
    query.words.length > 0 ? searchCondition(dialect, listing, query.words, searchUse) : undefined;
  return and(listing.listed, ...listing.filters(query.filter, { dialect, page: use.page }), words);
}

/** How many rows a query lists: a long read, which stands alone (a count at a million rows takes tens of milliseconds). */
export async function countRows<K extends string, L>(
  db: Db,
  gateway: DrizzleGateway,
  listing: ListingTable<K, L>,
  query: ListQuery<K, L>,
): Promise<number> {
  const [row] = await gateway.selectRows(db, countStatement(db, gateway, listing, query), COUNTED, true);
  return Number(row?.n ?? 0);
}

/** The statement that counts the rows a query lists. */
export function countStatement<K extends string, L>(
  db: Db,
  gateway: DrizzleGateway,
  listing: ListingTable<K, L>,
  query: ListQuery<K, L>,
) {
  const indexed = listing.indexedAnswer?.(query);
  if (indexed) return indexed.count(db);
  const index =
    gateway.dialect === 'sqlite' && query.words.length === 0 ? listing.countIndex?.(query.filter) : undefined;
  const from = index ? sql`${listing.table} indexed by ${sql.identifier(index)}` : listing.table;
  return db
    .select({ n: count() })
    .from(from)
    .where(matching(gateway, listing, query, { page: false }));
}

/** One statement of a page: a segment of the sort order, read up to `rows` rows. */
export type PageStatement = (rows: number) => BuiltSelect<Row>;

const selections = new WeakMap<ListingTable<string, unknown>, Selection>();

/**
 * The columns a listed row is read for: not its search words, the widest and never shown, nor
 * its unread ones. Each value read costs the driver about as much as a short row (SQLite).
 */
export function listedColumns<K extends string, L>(listing: ListingTable<K, L>): Selection {
  let selection = selections.get(listing as ListingTable<string, unknown>);
  if (selection === undefined) {
    const unread = new Set<AnyColumn>([listing.search.column, ...(listing.unread ?? [])]);
    const columns = Object.entries(getTableColumns(listing.table));
    selection = Object.fromEntries(columns.filter(([, column]) => !unread.has(column))) as Selection;
    selections.set(listing as ListingTable<string, unknown>, selection);
  }
  return selection;
}

/**
 * The statements of a page strictly after `after`, in the order they are read, each a seek in
 * the sort column's index: the rows tying with `after` (by ID), then those beyond its value; a
 * unique column needs only the second. A nullable column's rows without a value come after the
 * others (before them when descending), so that nulls sort last on every backend.
 */
export function pageStatements<K extends string, L>(
  db: Db,
  gateway: DrizzleGateway,
  listing: ListingTable<K, L>,
  query: ListQuery<K, L>,
  after: ListPosition | undefined,
  broadSearch = false,
  selection: Selection = listedColumns(listing),
): PageStatement[] {
  const { key, descending } = query.sort;
  const sort = listing.sortColumns[key];
  const order = descending ? desc : asc;
  const beyond = descending ? lt : gt;
  const columns = sort.tieBreaker ? [sort.column, sort.tieBreaker] : [sort.column];
  const orderBy = sort.unique ? [order(sort.column)] : [...columns.map((c) => order(c)), order(listing.id)];
  const select = (where: SQL | undefined, orderBy: SQL[], rows: number) =>
    db
      .select(selection)
      .from(listing.table)
      .where(where)
      .orderBy(...orderBy)
      .limit(rows) as ReturnType<PageStatement>;

  const indexed = listing.indexedAnswer?.(query);
  if (indexed) {
    return [(rows) => select(sql`${listing.id} in (${indexed.pageIds(after, rows)})`, orderBy, rows)];
  }
  const where = matching(gateway, listing, query, { page: true, broadSearch });
  const read = (condition: SQL | undefined, orderBy: SQL[]) => (rows: number) =>
    select(and(where, condition), orderBy, rows);

  const present = sort.nullable ? isNotNull(sort.column) : undefined;
  const values = (from: ListPosition | undefined): PageStatement[] => {
    if (from === undefined) return [read(present, orderBy)];
    if (sort.unique) return [read(beyond(sort.column, from.value), orderBy)];
    const parts = sort.tieBreaker ? (from.value as readonly unknown[]) : [from.value];
    const place = sql`(${sql.join(
      parts.map((part) => sql`${part}`),
      sql`, `,
    )})`;
    const tuple = sql`(${sql.join(columns, sql`, `)})`;
    // The rows that tie with the place, then those beyond it: two seeks, each an index range,
    // where `(column, id) > (value, id)` makes SQLite step through every tie of a column of few
    // values (a status: a quarter of the table).
    const ties = read(and(sql`${tuple} = ${place}`, beyond(listing.id, from.id)), [order(listing.id)]);
    const further = read(sql`${tuple} ${sql.raw(descending ? '<' : '>')} ${place}`, orderBy);
    return [ties, further];
  };
  if (!sort.nullable) return values(after);
  const nulls = (from: ListPosition | undefined) =>
    read(and(isNull(sort.column), from && beyond(listing.id, from.id)), [order(listing.id)]);
  const inNulls = after !== undefined && after.value === null;
  if (inNulls) return descending ? [nulls(after), ...values(undefined)] : [nulls(after)];
  if (after !== undefined && descending) return values(after);
  return descending ? [nulls(undefined), ...values(undefined)] : [...values(after), nulls(undefined)];
}

/** How a page's rows are read: their columns (by default every listed one), and whether the caller checks them. */
export interface PageRead {
  readonly selection?: Selection;
  /**
   * The caller checks the rows against what it reads next (their states), so a broad search,
   * which walks thousands of rows, may be read off the event loop (a long read).
   */
  readonly checked?: boolean;
}

/** At most `limit` rows strictly after `after`, in the query's order. */
export async function pageRows<K extends string, L>(
  db: Db,
  gateway: DrizzleGateway,
  listing: ListingTable<K, L>,
  query: ListQuery<K, L>,
  limit: number,
  after: ListPosition | undefined,
  { selection = listedColumns(listing), checked = false }: PageRead = {},
): Promise<Row[]> {
  const broad = query.words.length > 0 && (await isBroad(db, gateway, listing, query.words));
  // A broad search walks thousands of rows; one of many words gathers each word's matches.
  const long = checked && (broad || isLongSearch(query.words));
  const rows: Row[] = [];
  for (const statement of pageStatements(db, gateway, listing, query, after, broad, selection)) {
    rows.push(...(await gateway.selectRows(db, statement(limit - rows.length), selection, long)));
    if (rows.length === limit) break;
  }
  return rows;
}
