// SQLite column types shared by the tables of the schema.
import { integer, text } from 'drizzle-orm/sqlite-core';

/** Whole microseconds since the epoch; see domain/shared/instant.ts. */
export const micros = (name: string) => integer(name);

export const id = (name: string) => integer(name);

export const flag = (name: string) => integer(name, { mode: 'boolean' });

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
