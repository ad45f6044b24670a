// The listing every archivable kind shares in memory: record filters and words of code, label, description.
import {
  type Labelled,
  type RecordFilter,
  type RecordSortKey,
  recordListing,
  recordSearchText,
} from '../../../../application/archivable/record-listing.js';
import type { MemoryRecordListing } from './memory-archivable.repository.js';

type Described = { readonly label: string; readonly description: string | null };

export function matchesRecordFilter(record: Labelled, filter: RecordFilter): boolean {
  return filter.modifiedSince === undefined || record.updatedAt >= filter.modifiedSince;
}

export function memoryRecordListing<F extends Described>(): MemoryRecordListing<
  F,
  RecordSortKey,
  RecordFilter
> {
  return { definition: recordListing, matches: matchesRecordFilter, searchText: recordSearchText };
}
