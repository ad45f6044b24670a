// Postgres column types shared by the tables of the schema.
import { bigint, customType, integer, text } from 'drizzle-orm/pg-core';

/** Text compared and ordered by code point, like SQLite's default (docs/adr/0004-binary-code-point-order.md: `COLLATE "C"`). */
export const binaryText = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});

/** Whole microseconds since the epoch; see domain/shared/instant.ts. */
export const micros = (name: string) => bigint(name, { mode: 'number' });

export const id = (name: string) => bigint(name, { mode: 'number' });

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
