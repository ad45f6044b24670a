// Postgres column types shared by the tables of the schema.
import {
  type AnyPgColumn,
  bigint,
  customType,
  type IndexBuilder,
  index,
  integer,
  text,
} from 'drizzle-orm/pg-core';
import { listIndexes } from '../drizzle/list-indexes.js';

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

export const { activeIndex, recordSortIndexes, codedSortIndexes, unsearchedIndex } = listIndexes<
  AnyPgColumn,
  IndexBuilder
>(index);
