import type { Archivable } from '../../domain/archivable/archivable.js';
import { searchText } from '../../domain/listing/search-words.js';
import type { Instant } from '../../domain/shared/instant.js';
import type { ListDefinition, SortValue } from '../listing/list-query.js';

/** What every archivable record sorts by (docs/api/lists.md#sorting). */
export const RECORD_SORT_KEYS = {
  code: 'text',
  label: 'text',
  createdDate: 'number',
  lastModifiedDate: 'number',
} as const;
export type RecordSortKey = keyof typeof RECORD_SORT_KEYS;

/** What every archivable record is filtered by. */
export interface RecordFilter {
  /** Rows changed at or after this instant. */
  readonly modifiedSince?: Instant;
}

export type Labelled = Archivable<{ readonly label: string }>;

export function recordSortValue(record: Labelled, key: RecordSortKey): SortValue {
  switch (key) {
    case 'code':
      return record.code;
    case 'label':
      return record.label;
    case 'createdDate':
      return record.createdAt;
    case 'lastModifiedDate':
      return record.updatedAt;
  }
}

export const recordListing: ListDefinition<Labelled, RecordSortKey> = {
  sortKeys: RECORD_SORT_KEYS,
  sortValue: recordSortValue,
};

/** What a record is found by: the words of its code, label and description. */
export function recordSearchText(record: {
  readonly code: string;
  readonly label: string;
  readonly description: string | null;
}): string {
  return searchText([record.code, record.label, record.description]);
}
