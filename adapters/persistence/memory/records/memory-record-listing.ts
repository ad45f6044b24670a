// The listings the kinds share in memory: an archived kind's record filters and words of code,
// label, description; a coded kind's, or a code-less kind's own order and words.

import {
  type CodedFilter,
  codedListing,
  type KindListing,
  matchesCodedFilter,
} from '../../../../application/listing/coded-listing.js';
import {
  type RecordFilter,
  type RecordSortKey,
  recordListing,
  recordSearchText,
} from '../../../../application/records/record-listing.js';
import type { Archivable } from '../../../../domain/records/archivable.js';
import type { CodedAudit, CodedEntity } from '../../../../domain/records/coded-entity.js';
import {
  declaredFilters,
  type Fields,
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

/** docs/api/lists.md#coded-lists: the coded list and filters unless the kind has its own. */
export function memoryCodedListing<
  T extends CodedEntity<CodedAudit, Fields>,
  K extends string,
  L extends CodedFilter,
>(
  own: {
    /** A code-less kind's sort keys, order and search words. */
    readonly listing?: KindListing<T, K>;
    /** The kind's own list filters and the coded ones. */
    readonly matches?: (entity: T, filter: L) => boolean;
  } = {},
): MemoryTableListing<T, K, L> {
  const definition = own.listing ?? (codedListing as unknown as KindListing<T, K>);
  return {
    definition,
    matches: own.matches ?? matchesCodedFilter,
    searchText: (entity) => definition.searchText(entity),
  };
}
