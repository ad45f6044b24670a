// Lists in memory with the SQL adapters' semantics: keyset pages, nulls after every value, word prefixes.
import type {
  ListDefinition,
  ListPosition,
  ListQuery,
  SortValue,
} from '../../../../application/listing/list-query.js';
import type { ListingRepository } from '../../../../application/listing/ports/listing.repository.js';
import { matchesWords } from '../../../../domain/listing/search-words.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';

/** Rows per batch of a whole list: the same contract as the SQL adapters, which read in batches. */
const WALK_BATCH = 1000;

export interface MemoryListingSource<T, F> {
  /** Every listable row (active ones, for archivable records). */
  rows(): T[];
  matches(row: T, filter: F): boolean;
  /**
   * `matches` for one read, when a filter needs what other tables hold (a nomenclature's
   * subtree): worked out once per read instead of once per row.
   */
  matcher?(filter: F): (row: T) => boolean;
  /** The row's words (domain/listing/search-words.ts `searchText`). */
  searchText(row: T): string;
}

export function memoryListing<T extends { readonly id: number }, K extends string, F>(
  source: MemoryListingSource<T, F>,
  definition: ListDefinition<T, K>,
): ListingRepository<T, K, F> {
  /** The matching rows in the query's order, each with its place in it; `beyond` says which follow a place. */
  const sorted = (query: ListQuery<K, F>) => {
    const { key, descending } = query.sort;
    const order = (a: ListPosition, b: ListPosition) => comparePositions(a, b) * (descending ? -1 : 1);
    const matches = source.matcher?.(query.filter) ?? ((row: T) => source.matches(row, query.filter));
    const rows = source
      .rows()
      .filter(matches)
      .filter((row) => query.words.length === 0 || matchesWords(source.searchText(row), query.words))
      .map((row) => ({ row, at: { value: definition.sortValue(row, key), id: row.id } }))
      .sort((a, b) => order(a.at, b.at));
    return { rows, beyond: (at: ListPosition, after: ListPosition) => order(at, after) > 0 };
  };
  return {
    async page(query, limit, after) {
      const { rows, beyond } = sorted(query);
      const start = after ? rows.findIndex(({ at }) => beyond(at, after)) : 0;
      return start < 0 ? [] : rows.slice(start, start + limit).map(({ row }) => row);
    },
    async *walk(query) {
      const rows = sorted(query).rows.map(({ row }) => row);
      for (let start = 0; start < rows.length; start += WALK_BATCH)
        yield rows.slice(start, start + WALK_BATCH);
    },
    async count(query) {
      return sorted(query).rows.length;
    },
  };
}

/** Ascending order of (value, id): text in code-point order, numbers by value, null after both. */
function comparePositions(a: ListPosition, b: ListPosition): number {
  return compareValues(a.value, b.value) || a.id - b.id;
}

function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (Array.isArray(a) && Array.isArray(b)) {
    return compareCodePoints(a[0], b[0]) || compareCodePoints(a[1], b[1]);
  }
  return compareCodePoints(String(a), String(b));
}
