import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, micros } from '../columns.js';

/** The change log (docs/api/changes.md); IDs come from a sequence, never given twice. */
export const changes = pgTable(
  'changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resource: text('resource').notNull(),
    recordId: id('record_id').notNull(),
    code: text('code'),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    apiKey: text('api_key'),
    at: micros('at').notNull(),
    /** JSON: the field diffs, and the record as the API shows it. */
    fields: text('fields').notNull(),
    record: text('record').notNull(),
  },
  (t) => [index('changes_record_idx').on(t.resource, t.recordId, t.id)],
);
