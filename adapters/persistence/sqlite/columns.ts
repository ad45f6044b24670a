// SQLite column types shared by the tables of the schema.
import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, index, integer, text } from 'drizzle-orm/sqlite-core';

/** Whole microseconds since the epoch; see domain/shared/instant.ts. */
export const micros = (name: string) => integer(name);

export const id = (name: string) => integer(name);

export const flag = (name: string) => integer(name, { mode: 'boolean' });

/** The builders of a declared kind's columns (drizzle/archivable/kind-columns.ts); SQLite text sorts by code point already. */
export const kindBuilders = {
  text: (name: string) => text(name),
  requiredText: (name: string) => text(name).notNull(),
  id,
  rank: (name: string) => integer(name).notNull().default(0),
};

/** Who and when, for audited records (docs/api/records.md#audit-fields). */
export const auditColumns = () => ({
  createdAt: micros('created_at').notNull(),
  createdBy: text('created_by').notNull().default('unknown'),
  updatedAt: micros('updated_at').notNull(),
  updatedBy: text('updated_by').notNull().default('unknown'),
});

/** Archival and optimistic locking, internal only (docs/api/records.md#audit-fields). */
export const archivalColumns = () => ({
  archivedAt: micros('archived_at'),
  archivedBy: text('archived_by'),
  version: integer('version').notNull().default(1),
});

/** The words a row is searched by (domain/listing/search-words.ts), written with the row. */
export const listingColumns = () => ({
  searchText: text('search_text'),
});

/** An index of the active rows, for a list's keyset pages (docs/api/lists.md#paging). */
export const activeIndex = (name: string, ...columns: [AnySQLiteColumn, ...AnySQLiteColumn[]]) =>
  index(name)
    .on(...columns)
    .where(sql`archived_at is null`);

/** The sort orders every archivable record offers besides its code. */
export const recordSortIndexes = (
  table: string,
  t: { label: AnySQLiteColumn; createdAt: AnySQLiteColumn; updatedAt: AnySQLiteColumn; id: AnySQLiteColumn },
) => [
  activeIndex(`${table}_label_idx`, t.label, t.id),
  activeIndex(`${table}_created_at_idx`, t.createdAt, t.id),
  activeIndex(`${table}_updated_at_idx`, t.updatedAt, t.id),
];

/**
 * The sort orders of a list whose table keeps no archived rows (tags, badges…): label and change
 * times, each then the ID; the code's unique index serves the code order.
 */
export const codedSortIndexes = (
  table: string,
  t: { label: AnySQLiteColumn; createdAt: AnySQLiteColumn; updatedAt: AnySQLiteColumn; id: AnySQLiteColumn },
) => [
  index(`${table}_label_idx`).on(t.label, t.id),
  index(`${table}_created_at_idx`).on(t.createdAt, t.id),
  index(`${table}_updated_at_idx`).on(t.updatedAt, t.id),
];

/**
 * The rows still without search words: none once written by this version, so the index is empty
 * and the start-up backfill finds that out without reading the table.
 */
export const unsearchedIndex = (table: string, t: { id: AnySQLiteColumn }) =>
  index(`${table}_unsearched_idx`).on(t.id).where(sql`search_text is null`);
