// Pages, walks and counts of a table's rows as items: one row each, with what `load` adds.
import type { ListDefinition, ListPosition, ListQuery } from '../../../../application/listing/list-query.js';
import type { ListingRepository } from '../../../../application/listing/ports/listing.repository.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { countRows, type ListingTable } from './keyset-page.js';
import { pageRows } from './page-rows.js';

/** Rows per read of a whole list: the export's batch, which keeps memory flat and queries few. */
const WALK_BATCH = 1000;

/** At most `limit` items strictly after `after`, in the query's order; `walked` rows of the same walk came before. */
export type ReadItems<T, K extends string, L> = (
  db: Db,
  query: ListQuery<K, L>,
  limit: number,
  after: ListPosition | undefined,
  walked: number,
) => Promise<T[]>;

export function tableListing<T extends { readonly id: number }, K extends string, L, R>(
  gateway: DrizzleGateway,
  table: ListingTable<K, L>,
  definition: ListDefinition<T, K>,
  toItem: (row: R) => T,
): ListingRepository<T, K, L> {
  return tableListingWith(gateway, table, definition, async (_db, rows: R[]) => rows.map(toItem));
}

/** As `tableListing`, for items that need more than their row (a user's roles): `load` reads it in the same connection. */
export function tableListingWith<T extends { readonly id: number }, K extends string, L, R>(
  gateway: DrizzleGateway,
  table: ListingTable<K, L>,
  definition: ListDefinition<T, K>,
  load: (db: Db, rows: R[]) => Promise<T[]>,
): ListingRepository<T, K, L> {
  return itemListing(gateway, table, definition, async (db, query, limit, after) =>
    load(db, (await pageRows(db, gateway, table, query, limit, after)) as R[]),
  );
}

/** Pages, walks and counts with items read by `read`. */
export function itemListing<T extends { readonly id: number }, K extends string, L>(
  gateway: DrizzleGateway,
  table: ListingTable<K, L>,
  definition: ListDefinition<T, K>,
  read: ReadItems<T, K, L>,
): ListingRepository<T, K, L> {
  return {
    page: (query, limit, after) => read(gateway.reader(), query, limit, after, 0),
    walk: (query) => {
      let walked = 0;
      return gateway.walk(async (db, page) => {
        const last = page.after;
        const after = last && { value: definition.sortValue(last, query.sort.key), id: last.id };
        const items = await read(db, query, page.limit ?? WALK_BATCH, after, walked);
        walked += items.length;
        return items;
      }, WALK_BATCH);
    },
    count: (query) => countRows(gateway.reader(), gateway, table, query),
  };
}
