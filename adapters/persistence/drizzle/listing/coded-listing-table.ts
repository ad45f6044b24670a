// How rows with a code, a label and change times are listed on Drizzle (tags, nomenclatures, badges, companies).
import { getTableName, gte, type SQL } from 'drizzle-orm';
import type { CodedFilter, CodedSortKey } from '../../../../application/listing/coded-listing.js';
import type { Tables } from '../drizzle-gateway.js';
import type { ListingTable } from './keyset-page.js';

export type CodedTable = Tables['tags' | 'nomenclatures' | 'badges' | 'companies'];

/** The coded sorts and `modifiedSince`, with the kind's own filters on top. */
export function codedListingTable<L extends CodedFilter>(
  t: CodedTable,
  filters: (filter: L) => readonly (SQL | undefined)[] = () => [],
): ListingTable<CodedSortKey, L> {
  return {
    table: t,
    id: t.id,
    sortColumns: {
      code: { column: t.code, unique: true },
      label: { column: t.label },
      createdDate: { column: t.createdAt },
      lastModifiedDate: { column: t.updatedAt },
    },
    filters: (filter) => [
      filter.modifiedSince === undefined ? undefined : gte(t.updatedAt, filter.modifiedSince),
      ...filters(filter),
    ],
    search: { column: t.searchText, ftsTable: `${getTableName(t)}_search` },
  };
}
