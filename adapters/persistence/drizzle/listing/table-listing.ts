// Pages, walks and counts of a table's rows as items: one row each, with what `load` adds.
import type { ListDefinition, ListPosition, ListQuery } from '../../../../application/listing/list-query.js';
import type { ListingRepository } from '../../../../application/listing/ports/listing.repository.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { countRows, type ListingTable, pageRows } from './keyset-page.js';

/** Rows per read of a whole list: the export's batch, which keeps memory flat and queries few. */
const WALK_BATCH = 1000;

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
  const read = async (db: Db, query: ListQuery<K, L>, limit: number, after: ListPosition | undefined) =>
    load(db, (await pageRows(db, gateway, table, query, limit, after)) as R[]);
  return {
    page: (query, limit, after) => read(gateway.reader(), query, limit, after),
    walk: (query) =>
      gateway.walk((db, page) => {
        const last = page.after;
        const after = last && { value: definition.sortValue(last, query.sort.key), id: last.id };
        return read(db, query, page.limit ?? WALK_BATCH, after);
      }, WALK_BATCH),
    count: (query) => countRows(gateway.reader(), gateway, table, query),
  };
}
