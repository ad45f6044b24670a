import type { DrizzleGateway } from '../../adapters/persistence/drizzle/drizzle-gateway.js';
import { MemoryStore } from '../../adapters/persistence/memory/memory-store.js';
import type { Persistence } from '../../adapters/persistence/open-persistence.js';

export interface TaskRow {
  readonly tagIds?: readonly number[];
  readonly nomenclatureId?: number | null;
  readonly archived?: boolean;
}

let sequence = 0;

/**
 * Test-only: stores a task row that references taxonomy entries, below the tasks
 * module (which the taxonomy tests must not depend on). It relies on each backend's
 * unit of work being its store: the MemoryStore, or the Drizzle gateway of SQLite
 * and Postgres. Memory rows carry only what the taxonomy repositories read.
 */
export async function insertTaskRow(persistence: Persistence, row: TaskRow): Promise<void> {
  const tagIds = row.tagIds ?? [];
  const nomenclatureId = row.nomenclatureId ?? null;
  const archivedAt = row.archived ? 1_795_000_000_000_000 : null;
  const code = `task-${++sequence}`;
  const store = persistence.unitOfWork;
  if (store instanceof MemoryStore) {
    await store.write(() => {
      const id = store.nextId('tasks');
      store.mutable('tasks').set(id, { id, code, tagIds, nomenclatureId, archivedAt });
    });
    return;
  }
  if (!('tables' in store)) throw new Error(`No raw access to the ${persistence.kind} store`);
  const gateway = store as unknown as DrizzleGateway;
  await gateway.write(async (db) => {
    const [task] = await db
      .insert(gateway.tables.tasks)
      .values({
        code,
        label: code,
        status: 'TODO',
        priority: 'NORMAL',
        nomenclatureId,
        createdAt: 1_795_000_000_000_000,
        updatedAt: 1_795_000_000_000_000,
        archivedAt,
        archivedBy: archivedAt === null ? null : 'test',
      })
      .returning({ id: gateway.tables.tasks.id });
    if (tagIds.length > 0) {
      await db.insert(gateway.tables.taskTags).values(tagIds.map((tagId) => ({ taskId: task!.id, tagId })));
    }
  });
}
