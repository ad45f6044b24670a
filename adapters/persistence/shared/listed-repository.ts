// The list reads every listed repository hands to one listing of its rows.
import type { ListPosition, ListQuery } from '../../../application/listing/list-query.js';
import type { ListingRepository } from '../../../application/listing/ports/listing.repository.js';

/** Pages, walks and counts by `listing`, which the repository builds over its own rows. */
export abstract class ListedRepository<T, K extends string, F> implements ListingRepository<T, K, F> {
  constructor(private readonly listing: ListingRepository<T, K, F>) {}

  page(query: ListQuery<K, F>, limit: number, after: ListPosition | undefined): Promise<T[]> {
    return this.listing.page(query, limit, after);
  }

  walk(query: ListQuery<K, F>): AsyncIterable<T[]> {
    return this.listing.walk(query);
  }

  count(query: ListQuery<K, F>): Promise<number> {
    return this.listing.count(query);
  }
}
