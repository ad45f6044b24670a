import type { ListAnswer, ListDefinition, ListRequest } from './list-query.js';
import type { ListingRepository } from './ports/listing.repository.js';

/** A page of a list and where the next starts, or the whole list in batches; counted when asked. */
export class ListUseCase<T extends { readonly id: number }, K extends string, F> {
  constructor(
    private readonly rows: ListingRepository<T, K, F>,
    private readonly definition: ListDefinition<T, K>,
  ) {}

  async execute(request: ListRequest<K, F>): Promise<ListAnswer<T>> {
    const { query, limit } = request;
    const total = request.count ? await this.rows.count(query) : undefined;
    const sort = query.sort;
    if (limit === undefined) return { batches: this.rows.walk(query), total, sort };
    // One row more than asked tells whether a next page exists without a request for an empty one.
    const rows = await this.rows.page(query, limit + 1, request.after);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const next =
      rows.length > limit && last
        ? { value: this.definition.sortValue(last, query.sort.key), id: last.id }
        : undefined;
    return { items, next, total, sort };
  }
}
