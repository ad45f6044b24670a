// Reading a keyset page: its statements run one after the other until the page is full.
import type { ListPosition, ListQuery } from '../../../../application/listing/list-query.js';
import type { Dialect } from '../dialect.js';
import type { Db, DrizzleGateway, Selection } from '../drizzle-gateway.js';
import { type ListingTable, listedColumns, pageStatements } from './keyset-page.js';
import { isBroad, isLongSearch } from './search-condition.js';

type Row = Record<string, unknown>;

/**
 * A page whose plan its values do not change (SelectKind): without search words, whose matches
 * range from none to all, and without filters beyond those of few values, each read as an index
 * range (valueArms); a tag or a nomenclature held by few rows or by most wants another plan.
 */
export function planned<K extends string, L>(
  dialect: Dialect,
  listing: ListingTable<K, L>,
  query: ListQuery<K, L>,
): boolean {
  return (
    query.words.length === 0 &&
    listing.indexedAnswer?.(query) === undefined &&
    listing.filters(query.filter, { dialect, page: true }).every((filter) => filter === undefined)
  );
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
  const kind = long ? 'long' : planned(gateway.dialect, listing, query) ? 'planned' : undefined;
  const rows: Row[] = [];
  for (const statement of pageStatements(db, gateway, listing, query, after, broad, selection)) {
    rows.push(...(await gateway.selectRows(db, statement(limit - rows.length), selection, kind)));
    if (rows.length === limit) break;
  }
  return rows;
}
