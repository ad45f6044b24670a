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
import type { Dialect, SearchIndex } from '../dialect.js';
import type { BuiltSelect, Db, DrizzleGateway, Selection } from '../drizzle-gateway.js';
import { COUNTED } from '../row-mapper.js';
import { searchCondition } from './search-condition.js';

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
  /**
   * Filters of few values (a task's status and priority) as one condition per combination of
   * the values kept, each an equality the value indexes lead with; undefined when none is given.
   * A page reads each combination's range of the index in the sort's order and merges them, and
   * `filters` leaves those filters out of a page (FilterUse.page).
   */
  valueArms?(filter: L, sort: K): ValueArms | undefined;
}

/** A page's filters of few values as conditions, one per combination (ListingTable.valueArms). */
export interface ValueArms {
  readonly arms: readonly SQL[];
  /**
   * SQLite: the index each arm reads, the one ending with the sort's columns. With statistics,
   * its planner took a pair's sort by the priority's own index and tested the status of each row.
   */
  readonly sqliteIndex: string;
}

/** A query answered from another index than its sort's (ListingTable.indexedAnswer). */
export interface IndexedAnswer {
  /** The IDs of at most `rows` listed rows strictly after `after`, in the query's order. */
  pageIds(after: ListPosition | undefined, rows: number): SQL;
  /** How many rows the query lists. */
  count(db: Db): PromiseLike<{ n: number | string }[]> & { toSQL(): { sql: string; params: unknown[] } };
}

/**
 * What a filter is read for. A page reads filters of few values through ListingTable.valueArms,
 * each combination of values an index range in the sort's order: walking the sort's index and
 * testing each row read every row of the other values first (a status held by 1 % of the rows,
 * sorted last: the whole table), and reading all of a value's rows to sort them reads a quarter
 * of the table for a common one. A count, which reads every match anyway, uses the filter's own
 * index.
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
  const [row] = await gateway.selectRows(db, countStatement(db, gateway, listing, query), COUNTED, 'long');
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
  const index = query.words.length === 0 ? listing.countIndex?.(query.filter) : undefined;
  const from = gateway.dialect.sql.indexedBy(listing.table, index);
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
  const beyond = descending ? lt : gt;
  const columns = sort.tieBreaker ? [sort.column, sort.tieBreaker] : [sort.column];
  const inOrder: AnyColumn[] = sort.unique ? [sort.column] : [...columns, listing.id];
  const byId: AnyColumn[] = [listing.id];
  const orderBy = (ordered: readonly AnyColumn[]) => ordered.map((c) => (descending ? desc(c) : asc(c)));
  const select = (where: SQL | undefined, ordered: readonly AnyColumn[], rows: number) =>
    db
      .select(selection)
      .from(listing.table)
      .where(where)
      .orderBy(...orderBy(ordered))
      .limit(rows) as ReturnType<PageStatement>;

  const indexed = listing.indexedAnswer?.(query);
  if (indexed) {
    return [(rows) => select(sql`${listing.id} in (${indexed.pageIds(after, rows)})`, inOrder, rows)];
  }
  const where = matching(gateway, listing, query, { page: true, broadSearch });
  const arms = listing.valueArms?.(query.filter, key);
  const read =
    (condition: SQL | undefined, ordered: readonly AnyColumn[]) =>
    (rows: number): ReturnType<PageStatement> => {
      if (!arms) return select(and(where, condition), ordered, rows);
      const merged = mergedArms(db, gateway, listing, arms, and(where, condition), ordered, descending, rows);
      return select(sql`${listing.id} in (${merged})`, ordered, rows);
    };

  const present = sort.nullable ? isNotNull(sort.column) : undefined;
  const values = (from: ListPosition | undefined): PageStatement[] => {
    if (from === undefined) return [read(present, inOrder)];
    if (sort.unique) return [read(beyond(sort.column, from.value), inOrder)];
    const parts = sort.tieBreaker ? (from.value as readonly unknown[]) : [from.value];
    const place = sql`(${sql.join(
      parts.map((part) => sql`${part}`),
      sql`, `,
    )})`;
    const tuple = sql`(${sql.join(columns, sql`, `)})`;
    // The rows that tie with the place, then those beyond it: two seeks, each an index range,
    // where `(column, id) > (value, id)` makes SQLite step through every tie of a column of few
    // values (a status: a quarter of the table).
    const ties = read(and(sql`${tuple} = ${place}`, beyond(listing.id, from.id)), byId);
    const further = read(sql`${tuple} ${sql.raw(descending ? '<' : '>')} ${place}`, inOrder);
    return [ties, further];
  };
  if (!sort.nullable) return values(after);
  const nulls = (from: ListPosition | undefined) =>
    read(and(isNull(sort.column), from && beyond(listing.id, from.id)), byId);
  const inNulls = after !== undefined && after.value === null;
  if (inNulls) return descending ? [nulls(after), ...values(undefined)] : [nulls(after)];
  if (after !== undefined && descending) return values(after);
  return descending ? [nulls(undefined), ...values(undefined)] : [...values(after), nulls(undefined)];
}

/**
 * The IDs of the first `rows` rows of all arms together (ListingTable.valueArms), in the order of
 * `ordered`: each arm reads at most `rows` entries of an index range in that order (its values
 * are constants there), and only those are merged.
 */
function mergedArms<K extends string, L>(
  db: Db,
  gateway: DrizzleGateway,
  listing: ListingTable<K, L>,
  { arms, sqliteIndex }: ValueArms,
  where: SQL | undefined,
  ordered: readonly AnyColumn[],
  descending: boolean,
  rows: number,
): SQL {
  const read = [...new Set([listing.id, ...ordered])];
  // As expressions (each keeps its column's name): Drizzle checks a column against a FROM it built.
  const selected = Object.fromEntries(read.map((column, i) => [`c${i}`, sql`${column}`]));
  const direction = descending ? desc : asc;
  const from = gateway.dialect.sql.indexedBy(listing.table, sqliteIndex);
  const armReads = arms.map(
    (arm, i) =>
      sql`select * from (${db
        .select(selected)
        .from(from)
        .where(and(where, arm))
        .orderBy(...ordered.map((c) => direction(c)))
        .limit(rows)}) ${sql.identifier(`arm${i}`)}`,
  );
  const way = sql.raw(descending ? 'desc' : 'asc');
  const byName = ordered.map((c) => sql`${sql.identifier(c.name)} ${way}`);
  return sql`select ${sql.identifier(listing.id.name)} from (${sql.join(armReads, sql` union all `)}) ${sql.identifier('merged')} order by ${sql.join(byName, sql`, `)} limit ${rows}`;
}
