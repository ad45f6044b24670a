// How rows with a code, a label and change times are listed: tags, nomenclatures, badges, companies.
import { searchText } from '../../domain/listing/search-words.js';
import type { Instant } from '../../domain/shared/instant.js';
import type { ListDefinition, SortValue } from './list-query.js';

/** docs/api/lists.md#coded-lists */
export const CODED_SORT_KEYS = {
  code: 'text',
  label: 'text',
  createdDate: 'number',
  lastModifiedDate: 'number',
} as const;
export type CodedSortKey = keyof typeof CODED_SORT_KEYS;

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

export function codedSortValue(row: CodedRow, key: CodedSortKey): SortValue {
  switch (key) {
    case 'code':
      return row.code;
    case 'label':
      return row.label;
    case 'createdDate':
      return row.createdAt;
    case 'lastModifiedDate':
      return row.updatedAt;
  }
}

export const codedListing: ListDefinition<CodedRow, CodedSortKey> = {
  sortKeys: CODED_SORT_KEYS,
  sortValue: codedSortValue,
};

/** What a coded row is found by: the words of its code, label and description. */
export function codedSearchText(row: Pick<CodedRow, 'code' | 'label' | 'description'>): string {
  return searchText([row.code, row.label, row.description]);
}

export function matchesCodedFilter(row: CodedRow, filter: CodedFilter): boolean {
  return filter.modifiedSince === undefined || row.updatedAt >= filter.modifiedSince;
}
