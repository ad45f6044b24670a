// How rows with a code, a label and change times are listed: tags, nomenclatures, badges, companies.

import { searchText } from '../../domain/listing/search-words.js';
import type { CodedFields } from '../../domain/records/coded-entity.js';
import type { Instant } from '../../domain/shared/instant.js';
import type { Fields, SortKeysOf } from '../../domain/shared/record-kind.js';
import {
  type ListDefinition,
  type ListQuery,
  type SortValue,
  TIME_SORT_KEYS,
  timeSortValue,
} from './list-query.js';

/** docs/api/lists.md#coded-lists, and archivable records' (docs/api/lists.md#sorting). */
export const CODED_SORT_KEYS = { code: 'text', label: 'text', ...TIME_SORT_KEYS } as const;
export type CodedSortKey = keyof typeof CODED_SORT_KEYS;

/** A kind's sort keys on the coded-entity kernel: the coded ones, or a code-less kind's `sort` fields and its times. */
export type CodedSortKeyOf<F extends Fields> = F extends CodedFields
  ? CodedSortKey
  : SortKeysOf<F> | 'createdDate' | 'lastModifiedDate';

/** How a kind's rows are listed: its sort keys and values, its order without `sort`, the words it is found by. */
export interface KindListing<T extends { readonly id: number }, K extends string>
  extends ListDefinition<T, K> {
  readonly defaultSort: K;
  searchText(row: T): string;
}

export interface CodedFilter {
  /** Rows changed at or after this instant. */
  readonly modifiedSince?: Instant;
}

export interface CodedRow {
  readonly id: number;
  readonly code: string;
  readonly label: string;
  readonly description: string | null;
  readonly createdAt: Instant;
  readonly updatedAt: Instant;
}

export function codedSortValue(row: Omit<CodedRow, 'id' | 'description'>, key: CodedSortKey): SortValue {
  return key === 'code' || key === 'label' ? row[key] : timeSortValue(row, key);
}

/** Every row in the list's order without `sort`: what an export reads. */
export function bareQuery<K extends string, L>(listing: { readonly defaultSort: K }): ListQuery<K, L> {
  return { sort: { key: listing.defaultSort, descending: false }, filter: {} as L, words: [] };
}

/** What a coded row is found by: the words of its code, label and description. */
export function codedSearchText(row: Pick<CodedRow, 'code' | 'label' | 'description'>): string {
  return searchText([row.code, row.label, row.description]);
}

/** By code unless told (docs/api/lists.md#coded-lists). */
export const codedListing: KindListing<CodedRow, CodedSortKey> = {
  sortKeys: CODED_SORT_KEYS,
  sortValue: codedSortValue,
  defaultSort: 'code',
  searchText: codedSearchText,
};

export function matchesCodedFilter(row: Pick<CodedRow, 'updatedAt'>, filter: CodedFilter): boolean {
  return filter.modifiedSince === undefined || row.updatedAt >= filter.modifiedSince;
}
