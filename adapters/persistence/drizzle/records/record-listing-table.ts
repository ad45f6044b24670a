// How an archivable kind's active rows are listed on Drizzle: the record sorts, filters and search index.
import { type AnyColumn, eq, getTableName, gt, isNull, lt, type SQL } from 'drizzle-orm';
import type { RecordFilter, RecordSortKey } from '../../../../application/records/record-listing.js';
import {
  declaredFilters,
  type Fields,
  type KindDeclaration,
  type SortKeysOf,
} from '../../../../domain/shared/record-kind.js';
import { codedSortColumns, modifiedSince } from '../listing/coded-listing-table.js';
import type { FilterUse, ListingTable, SortColumn } from '../listing/keyset-page.js';
import { snakeCase } from './kind-columns.js';
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

/** The conditions of the kind's declared filters given in `filter`; a row without a value passes no range. */
export function declaredFilterConditions(kind: KindDeclaration, t: object, filter: object): SQL[] {
  const columns = t as Readonly<Record<string, AnyColumn>>;
  const given = filter as Readonly<Record<string, unknown>>;
  return declaredFilters(kind).flatMap(({ key, test, parameter }) => {
    const value = given[parameter.name];
    if (value === undefined) return [];
    const column = columns[key]!;
    return [
      test === 'equals' ? eq(column, value) : test === 'before' ? lt(column, value) : gt(column, value),
    ];
  });
}

/**
 * The index a count reads for the first declared filter given: the field's sort index, or none
 * (the planner chooses) for a field not sorted; undefined when no declared filter is given.
 */
export function declaredFilterIndex(
  kind: KindDeclaration,
  table: string,
  filter: object,
): string | null | undefined {
  const given = filter as Readonly<Record<string, unknown>>;
  const first = declaredFilters(kind).find(({ parameter }) => given[parameter.name] !== undefined);
  if (!first) return undefined;
  return first.field.sort ? `${table}_${snakeCase(first.key)}_idx` : null;
}

export function recordListingTable<K extends string, L extends RecordFilter>(
  t: ArchivableTable,
  kind?: KindListing<K, L>,
): ListingTable<K, L> {
  const record = codedSortColumns(t);
  const name = getTableName(t);
  return {
    table: t,
    id: t.id,
    listed: isNull(t.archivedAt),
    sortColumns: { ...record, ...kind?.sortColumns } as ListingTable<K, L>['sortColumns'],
    filters: (filter, use) => [modifiedSince(t, filter), ...(kind?.filters(filter, use) ?? [])],
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
