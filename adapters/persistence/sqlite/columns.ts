// SQLite column types shared by the tables of the schema.
import { type AnySQLiteColumn, type IndexBuilder, index, integer, text } from 'drizzle-orm/sqlite-core';
import { listIndexes } from '../drizzle/list-indexes.js';

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

export const { activeIndex, recordSortIndexes, codedSortIndexes, unsearchedIndex } = listIndexes<
  AnySQLiteColumn,
  IndexBuilder
>(index);
