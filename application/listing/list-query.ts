/** What a list is sorted by, filtered by and searched for (docs/api/lists.md). */
import type { Instant } from '../../domain/shared/instant.js';

/**
 * A row's value for the sort key: text in code-point order, a number, null (after every value),
 * or two texts compared one after the other (a last name, then a first name).
 */
export type SortValue = string | number | null | readonly [string, string];

export interface SortOrder<K extends string> {
  readonly key: K;
  readonly descending: boolean;
}

/** A place in a sorted list: the sort value and ID of the last row a page gave (a keyset). */
export interface ListPosition {
  readonly value: SortValue;
  readonly id: number;
}

export interface ListQuery<K extends string, F> {
  readonly sort: SortOrder<K>;
  readonly filter: F;
  /** Search words (domain/listing/search-words.ts); a row matches when each begins one of its words. */
  readonly words: readonly string[];
}

export interface ListRequest<K extends string, F> {
  readonly query: ListQuery<K, F>;
  /** Rows per page; none: every matching row. */
  readonly limit?: number;
  /** Rows strictly after this place, in the query's order. */
  readonly after?: ListPosition;
  /** Whether to count every matching row, a cost a caller asks for. */
  readonly count: boolean;
}

/** A page of rows and where the next one starts, or every row in batches; in the order they were sorted by. */
export type ListAnswer<T> = (
  | { readonly items: readonly T[]; readonly next: ListPosition | undefined }
  | { readonly batches: AsyncIterable<readonly T[]> }
) & { readonly total: number | undefined; readonly sort: SortOrder<string> };

/** The change times, which records, contacts and users all sort by (docs/api/lists.md#sorting). */
export const TIME_SORT_KEYS = { createdDate: 'number', lastModifiedDate: 'number' } as const;
export type TimeSortKey = keyof typeof TIME_SORT_KEYS;

export function timeSortValue(
  row: { readonly createdAt: Instant; readonly updatedAt: Instant },
  key: TimeSortKey,
): SortValue {
  return key === 'createdDate' ? row.createdAt : row.updatedAt;
}

/** How one kind of row is listed: its sort keys, what kind of value each has, and a row's value. */
export interface ListDefinition<T extends { readonly id: number }, K extends string> {
  /** `textPair`: two texts, the second breaking ties of the first. */
  readonly sortKeys: { readonly [key in K]: 'text' | 'number' | 'textPair' };
  sortValue(row: T, key: K): SortValue;
}
