import { bigint, customType, integer, text } from 'drizzle-orm/pg-core';

/** Text compared and ordered by code point, like SQLite's default (D7: `COLLATE "C"`). */
export const binaryText = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});

/** Whole microseconds since the epoch; see domain/shared/instant.ts. */
export const micros = (name: string) => bigint(name, { mode: 'number' });

export const id = (name: string) => bigint(name, { mode: 'number' });

/** Who and when, for audited records (spec 2.1). */
export const auditColumns = () => ({
  createdAt: micros('created_at').notNull(),
  createdBy: text('created_by').notNull().default('unknown'),
  updatedAt: micros('updated_at').notNull(),
  updatedBy: text('updated_by').notNull().default('unknown'),
});

/** Archival and optimistic locking, internal only (spec 2.1 rule 7). */
export const archivalColumns = () => ({
  archivedAt: micros('archived_at'),
  archivedBy: text('archived_by'),
  version: integer('version').notNull().default(1),
});
