// Columns several tables share, in either dialect.
import type { text } from 'drizzle-orm/pg-core';
import type { DialectKit } from './dialect-kit.js';

type PlainText = ReturnType<typeof text<string, string, [string, ...string[]]>>;

/**
 * The builders of a declared kind's columns (drizzle/records/kind-columns.ts): text a list
 * sorts by compares by code point; typed as plain text, which it holds.
 */
export const kindBuilders = (k: DialectKit) => {
  const kindText = (name: string, sorted: boolean) =>
    (sorted ? k.binaryText(name) : k.text(name)) as PlainText;
  return {
    text: kindText,
    requiredText: (name: string, sorted: boolean) => kindText(name, sorted).notNull(),
    id: k.id,
    rank: (name: string) => k.integer(name).notNull().default(0),
  };
};

/** The columns of a coded kind (domain/coded-entities/): its ID, a unique code, a label and a description. */
export const codedColumns = (k: DialectKit, table: string) => ({
  id: k.generatedId('id'),
  code: k.binaryText('code').notNull().unique(`${table}_code_unique`),
  label: k.binaryText('label').notNull(),
  description: k.text('description'),
});

/** Who and when, for audited records (docs/api/records.md#audit-fields). */
export const auditColumns = (k: DialectKit) => ({
  createdAt: k.micros('created_at').notNull(),
  createdBy: k.text('created_by').notNull().default('unknown'),
  updatedAt: k.micros('updated_at').notNull(),
  updatedBy: k.text('updated_by').notNull().default('unknown'),
});

/** Archival and optimistic locking, internal only (docs/api/records.md#audit-fields). */
export const archivalColumns = (k: DialectKit) => ({
  archivedAt: k.micros('archived_at'),
  archivedBy: k.text('archived_by'),
  version: k.integer('version').notNull().default(1),
});

/** The words a row is searched by (domain/listing/search-words.ts), written with the row. */
export const listingColumns = (k: DialectKit) => ({
  searchText: k.text('search_text'),
});
