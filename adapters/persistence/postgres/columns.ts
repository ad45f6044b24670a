// Postgres column types shared by the tables of the schema.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, customType, index, integer, text } from 'drizzle-orm/pg-core';

/** Text compared and ordered by code point, like SQLite's default (docs/adr/0004-binary-code-point-order.md: `COLLATE "C"`). */
export const binaryText = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});

/** Whole microseconds since the epoch; see domain/shared/instant.ts. */
export const micros = (name: string) => bigint(name, { mode: 'number' });

export const id = (name: string) => bigint(name, { mode: 'number' });

/**
 * The builders of a declared kind's columns (drizzle/archivable/kind-columns.ts): text a list
 * sorts by compares by code point; typed as plain text, which it holds.
 */
export const kindBuilders = {
  text: (name: string, sorted: boolean) =>
    (sorted ? binaryText(name) : text(name)) as ReturnType<
      typeof text<string, string, [string, ...string[]]>
    >,
  requiredText: (name: string, sorted: boolean) => kindBuilders.text(name, sorted).notNull(),
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
export const activeIndex = (name: string, ...columns: [AnyPgColumn, ...AnyPgColumn[]]) =>
  index(name)
    .on(...columns)
    .where(sql`archived_at is null`);

/** The sort orders every archivable record offers besides its code. */
export const recordSortIndexes = (
  table: string,
  t: { label: AnyPgColumn; createdAt: AnyPgColumn; updatedAt: AnyPgColumn; id: AnyPgColumn },
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
  t: { label: AnyPgColumn; createdAt: AnyPgColumn; updatedAt: AnyPgColumn; id: AnyPgColumn },
) => [
  index(`${table}_label_idx`).on(t.label, t.id),
  index(`${table}_created_at_idx`).on(t.createdAt, t.id),
  index(`${table}_updated_at_idx`).on(t.updatedAt, t.id),
];

/**
 * The rows still without search words: none once written by this version, so the index is empty
 * and the start-up backfill finds that out without reading the table.
 */
export const unsearchedIndex = (table: string, t: { id: AnyPgColumn }) =>
  index(`${table}_unsearched_idx`).on(t.id).where(sql`search_text is null`);
