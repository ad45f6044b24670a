// The listing every archivable kind shares in memory: record filters and words of code, label, description.

import { matchesCodedFilter } from '../../../../application/listing/coded-listing.js';
import {
  type RecordFilter,
  type RecordSortKey,
  recordListing,
  recordSearchText,
} from '../../../../application/records/record-listing.js';
import type { Archivable } from '../../../../domain/records/archivable.js';
import {
  declaredFilters,
  type KindDeclaration,
  passesFilter,
} from '../../../../domain/shared/record-kind.js';
import type { MemoryTableListing } from '../listing/memory-table-repository.js';

type Described = { readonly label: string; readonly description: string | null };

/** Whether a record passes the kind's declared filters given in `filter`, as the SQL adapters test them. */
export function declaredFilterMatcher(kind: KindDeclaration) {
  const filters = declaredFilters(kind);
  return (record: object, filter: object): boolean => {
    const values = record as Readonly<Record<string, unknown>>;
    const given = filter as Readonly<Record<string, unknown>>;
    return filters.every(
      ({ key, test, parameter }) =>
        given[parameter.name] === undefined || passesFilter(test, values[key], given[parameter.name]),
    );
  };
}

export function memoryRecordListing<F extends Described>(): MemoryTableListing<
  Archivable<F>,
  RecordSortKey,
  RecordFilter
> {
  return { definition: recordListing, matches: matchesCodedFilter, searchText: recordSearchText };
}
