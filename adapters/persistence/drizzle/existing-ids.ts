// Which of some IDs a table holds, for checks of references before a write.
import { inArray } from 'drizzle-orm';
import { chunks, IDS_PER_STATEMENT } from './chunks.js';
import type { Db, DrizzleGateway } from './drizzle-gateway.js';

type IdTable = DrizzleGateway['tables']['tags'] | DrizzleGateway['tables']['nomenclatures'];

/** The subset of `ids` present in `table`. */
export async function existingIdsOf(db: Db, table: IdTable, ids: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (const chunk of chunks([...new Set(ids)], IDS_PER_STATEMENT)) {
    const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, chunk));
    for (const row of rows) found.add(row.id);
  }
  return found;
}
