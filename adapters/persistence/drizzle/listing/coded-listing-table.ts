// How rows with a code, a label and change times are listed on Drizzle (tags, nomenclatures, badges, companies).
import { type AnyColumn, getTableName, gte, type SQL } from 'drizzle-orm';
import {
  type CodedFilter,
  type CodedSortKey,
  codedListing,
} from '../../../../application/listing/coded-listing.js';
import type { ListDefinition } from '../../../../application/listing/list-query.js';
import type { Tables } from '../drizzle-gateway.js';
import type { ListingTable, SortColumn } from './keyset-page.js';

export type CodedTable = Tables['tags' | 'nomenclatures' | 'badges' | 'companies'];

/** The columns a coded row, and an archivable record, sorts and filters by. */
interface CodedColumns {
  readonly code: AnyColumn;
  readonly label: AnyColumn;
  readonly createdAt: AnyColumn;
  readonly updatedAt: AnyColumn;
}

/** The sorts every coded row offers (docs/api/lists.md#coded-lists). */
export function codedSortColumns(t: CodedColumns): { readonly [key in CodedSortKey]: SortColumn } {
  return {
    code: { column: t.code, unique: true },
    label: { column: t.label },
    createdDate: { column: t.createdAt },
    lastModifiedDate: { column: t.updatedAt },
  };
}

/** `modifiedSince`: the rows changed at or after it. */
export function modifiedSince(t: CodedColumns, filter: CodedFilter): SQL | undefined {
  return filter.modifiedSince === undefined ? undefined : gte(t.updatedAt, filter.modifiedSince);
}

/** The coded sorts and `modifiedSince`, with the kind's own filters on top. */
export function codedListingTable<L extends CodedFilter>(
  t: CodedTable,
  filters: (filter: L) => readonly (SQL | undefined)[] = () => [],
): ListingTable<CodedSortKey, L> {
  return {
    table: t,
    id: t.id,
    sortColumns: codedSortColumns(t),
    filters: (filter) => [modifiedSince(t, filter), ...filters(filter)],
    search: { column: t.searchText, ftsTable: `${getTableName(t)}_search` },
  };
}

/** A coded kind's list: the coded sorts and order, with the kind's own filters. */
export function codedKindListing<T extends { readonly id: number }, L extends CodedFilter>(
  t: CodedTable,
  filters?: (filter: L) => readonly (SQL | undefined)[],
) {
  const definition = codedListing as unknown as ListDefinition<T, CodedSortKey>;
  return { table: codedListingTable(t, filters), definition };
}
