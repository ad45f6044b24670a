// The list indexes the tables of records and coded entities share, in either dialect.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DialectKit } from './dialect-kit.js';

type Column = AnyPgColumn;

/** What a list sorts every such table by besides its code. */
interface SortColumns {
  readonly label: Column;
  readonly createdAt: Column;
  readonly updatedAt: Column;
  readonly id: Column;
}

export function listIndexes({ index }: DialectKit) {
  /** An index of the active rows, for a list's keyset pages (docs/api/lists.md#paging). */
  const activeIndex = (name: string, ...columns: [Column, ...Column[]]) =>
    index(name)
      .on(...columns)
      .where(sql`archived_at is null`);
  return {
    activeIndex,
    /** The sort orders every archivable record offers besides its code. */
    recordSortIndexes: (table: string, t: SortColumns) => [
      activeIndex(`${table}_label_idx`, t.label, t.id),
      activeIndex(`${table}_created_at_idx`, t.createdAt, t.id),
      activeIndex(`${table}_updated_at_idx`, t.updatedAt, t.id),
    ],
    /**
     * The sort orders of a list whose table keeps no archived rows (tags, badges…): label and change
     * times, each then the ID; the code's unique index serves the code order.
     */
    codedSortIndexes: (table: string, t: SortColumns) => [
      index(`${table}_label_idx`).on(t.label, t.id),
      index(`${table}_created_at_idx`).on(t.createdAt, t.id),
      index(`${table}_updated_at_idx`).on(t.updatedAt, t.id),
    ],
    /**
     * The rows still without search words: none once written by this version, so the index is empty
     * and the start-up backfill finds that out without reading the table.
     */
    unsearchedIndex: (table: string, t: { readonly id: Column }) =>
      index(`${table}_unsearched_idx`).on(t.id).where(sql`search_text is null`),
  };
}
