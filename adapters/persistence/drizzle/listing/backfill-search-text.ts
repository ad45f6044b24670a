// Search words for rows written before lists could be searched (docs/adr/0026-keyset-lists-and-word-search.md).
import { eq, isNull } from 'drizzle-orm';
import { recordSearchText } from '../../../../application/archivable/record-listing.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';

const BATCH = 500;

/**
 * Writes `search_text` of every row that has none, a batch per transaction, until none is left.
 * Idempotent, so instances starting together on one Postgres database only repeat a little work.
 */
export async function backfillSearchText(gateway: DrizzleGateway): Promise<void> {
  const { tasks, templateObjects } = gateway.tables;
  for (const t of [tasks, templateObjects]) {
    for (;;) {
      const written = await gateway.write(async (db) => {
        const rows = await db
          .select({ id: t.id, code: t.code, label: t.label, description: t.description })
          .from(t)
          .where(isNull(t.searchText))
          .limit(BATCH);
        for (const row of rows) {
          await db
            .update(t)
            .set({ searchText: recordSearchText(row) })
            .where(eq(t.id, row.id));
        }
        return rows.length;
      });
      if (written < BATCH) break;
    }
  }
}
