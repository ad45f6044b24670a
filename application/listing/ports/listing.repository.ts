import type { ListPosition, ListQuery } from '../list-query.js';

/** The rows of one list in the order and with the filters a query asks for. */
export interface ListingRepository<T, K extends string, F> {
  /** At most `limit` matching rows in the query's order, strictly after `after`. */
  page(query: ListQuery<K, F>, limit: number, after: ListPosition | undefined): Promise<T[]>;
  /** Every matching row in the query's order, a batch at a time: memory stays flat. */
  walk(query: ListQuery<K, F>): AsyncIterable<T[]>;
  count(query: ListQuery<K, F>): Promise<number>;
}
