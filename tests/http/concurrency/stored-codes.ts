import { isNull } from 'drizzle-orm';
import type { DrizzleGateway, Tables } from '../../../adapters/persistence/drizzle/drizzle-gateway.js';
import { MemoryStore } from '../../../adapters/persistence/memory/memory-store.js';
import type { Persistence } from '../../../adapters/persistence/open-persistence.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import type { TestApp } from '../../support/test-app.js';

export type StoredTable = 'tasks' | 'templateObjects' | 'badges' | 'companies';

/**
 * How many live rows (active ones, where rows are archived) hold each code, read from the
 * backend's tables rather than through the API, so a duplicate the API would hide still shows.
 * Memory and Drizzle tables share their names (see open-persistence.ts).
 */
export async function storedCodeCounts(t: TestApp, table: StoredTable): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const code of await liveCodes(t, table)) counts.set(code, (counts.get(code) ?? 0) + 1);
  return counts;
}

async function liveCodes(t: TestApp, table: StoredTable): Promise<string[]> {
  const store = t.service.container.get<Persistence>(TOKENS.persistence).unitOfWork;
  if (store instanceof MemoryStore) {
    const rows = store.rows<{ code: string; archivedAt?: unknown }>(table).values();
    return [...rows].filter((row) => (row.archivedAt ?? null) === null).map((row) => row.code);
  }
  if (!('tables' in store)) throw new Error(`No raw access to the ${t.backend} store`);
  const gateway = store as unknown as DrizzleGateway;
  const db = gateway.reader();
  if (table === 'badges' || table === 'companies') {
    const coded = gateway.tables[table] as Tables['badges'];
    return (await db.select({ code: coded.code }).from(coded)).map((row) => row.code);
  }
  const archivable = gateway.tables[table] as Tables['templateObjects'];
  const rows = await db
    .select({ code: archivable.code })
    .from(archivable)
    .where(isNull(archivable.archivedAt));
  return rows.map((row) => row.code);
}
