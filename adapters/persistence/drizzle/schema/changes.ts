// The change log (docs/api/changes.md).
import type { DialectKit } from './dialect-kit.js';

export function changesTables(k: DialectKit) {
  const { table, serialId, id, micros, text, index } = k;
  const changes = table(
    'changes',
    {
      // Never given twice, even after the newest entries are pruned, so a feed resuming after an
      // ID cannot be sent another entry's.
      id: serialId('id'),
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
  return { changes };
}
