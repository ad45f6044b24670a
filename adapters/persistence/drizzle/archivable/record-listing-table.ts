// How an archivable kind's active rows are listed on Drizzle: the record sorts, filters and search index.
import { type AnyColumn, getTableName, gte, isNull, type SQL } from 'drizzle-orm';
import type { RecordFilter, RecordSortKey } from '../../../../application/archivable/record-listing.js';
import type { Fields, KindDeclaration, SortKeysOf } from '../../../../domain/shared/record-kind.js';
import type { FilterUse, ListingTable, SortColumn } from '../listing/keyset-page.js';
import { sortColumnKey } from './kind-indexes.js';
import type { ArchivableTable } from './mapping.js';

/** The kind's own sort keys and filters, on top of the record ones. */
export interface KindListing<K extends string, L> {
  readonly sortColumns: { readonly [key in Exclude<K, RecordSortKey>]: SortColumn };
  filters(filter: L, use: FilterUse): readonly (SQL | undefined)[];
  /**
   * The index a count reads for the kind's own filters (see ListingTable); null leaves the
   * choice to the planner (a filter through another table), undefined: none of them is given.
   */
  countIndex?(filter: L): string | null | undefined;
  /** The kind's columns that only sort or filter its rows (see ListingTable). */
  readonly unread?: readonly AnyColumn[];
  /** See ListingTable; given the whole query, the record filters included. */
  indexedAnswer?: ListingTable<K, L>['indexedAnswer'];
  /** See ListingTable. */
  valueArms?: ListingTable<K, L>['valueArms'];
}

/** The columns of the sorts every record offers. */
export function recordSortColumns(t: ArchivableTable): { readonly [key in RecordSortKey]: SortColumn } {
  return {
    code: { column: t.code, unique: true },
    label: { column: t.label },
    createdDate: { column: t.createdAt },
    lastModifiedDate: { column: t.updatedAt },
  };
}

/** The columns of a declared kind's own sorts: a choice's rank, any other field's own column. */
export function kindSortColumns<F extends Fields>(
  kind: KindDeclaration<F>,
  t: object,
): { readonly [key in SortKeysOf<F>]: SortColumn } {
  const columns = t as Readonly<Record<string, AnyColumn>>;
  return Object.fromEntries(
    Object.entries(kind.fields)
      .filter(([, field]) => field.sort)
      .map(([key, field]) => [
        key,
        { column: columns[sortColumnKey(key, kind.fields)]!, nullable: field.nullable || undefined },
      ]),
  ) as { readonly [key in SortKeysOf<F>]: SortColumn };
}

export function recordListingTable<K extends string, L extends RecordFilter>(
  t: ArchivableTable,
  kind?: KindListing<K, L>,
): ListingTable<K, L> {
  const record = recordSortColumns(t);
  const name = getTableName(t);
  return {
    table: t,
    id: t.id,
    listed: isNull(t.archivedAt),
    sortColumns: { ...record, ...kind?.sortColumns } as ListingTable<K, L>['sortColumns'],
    filters: (filter, use) => [
      filter.modifiedSince === undefined ? undefined : gte(t.updatedAt, filter.modifiedSince),
      ...(kind?.filters(filter, use) ?? []),
    ],
    search: { column: t.searchText, ftsTable: `${name}_search` },
    unread: [t.archivedAt, ...(kind?.unread ?? [])],
    indexedAnswer: kind?.indexedAnswer,
    valueArms: kind?.valueArms,
    countIndex: (filter) => {
      const own = kind?.countIndex?.(filter);
      if (own !== undefined) return own ?? undefined;
      return filter.modifiedSince === undefined ? `${name}_active_code_unique` : `${name}_updated_at_idx`;
    },
  };
}
