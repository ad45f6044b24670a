import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import { createTestDatabase, type TestDatabase } from '../../support/backends.js';
import { aTask, T0 } from '../../support/persistence.js';

/** The smallest archive after which the table is tidied (drizzle/records/bulk-writes.ts). */
const BULK_ARCHIVE = 1000;

let database: TestDatabase | undefined;
let persistence: Persistence | undefined;
afterEach(async () => {
  await persistence?.close();
  await database?.drop();
});

/**
 * The rows FTS5's `optimize` writes into the tasks' search index: it merges the index into one
 * b-tree without deletion markers, and an index already so is left as it is, at most one row
 * (its structure) written: SQLite's own test of whether a merge did any work is two or more.
 */
function optimizeWrites(path: string): number {
  const connection = new Database(path);
  try {
    const changes = connection.prepare('select total_changes()').pluck();
    const before = changes.get() as number;
    connection.exec(`insert into tasks_search (tasks_search) values ('optimize')`);
    return (changes.get() as number) - before;
  } finally {
    connection.close();
  }
}

async function archivedAfterImport(archived: number): Promise<string> {
  database = await createTestDatabase('sqlite');
  if (database.config.kind !== 'sqlite') throw new Error('SQLite only');
  persistence = await openPersistence(database.config);
  const stored = await persistence.tasks.insertMany(
    Array.from({ length: BULK_ARCHIVE + 10 }, (_, i) =>
      aTask({ code: `T-${String(i).padStart(5, '0')}`, description: 'lantern' }),
    ),
  );
  await persistence.tasks.archive(
    stored.slice(0, archived).map((task) => task.id),
    'admin',
    T0,
  );
  await (persistence.unitOfWork as unknown as { reclaimed(): Promise<void> }).reclaimed();
  return database.config.path;
}

/**
 * docs/adr/0072-sqlite-search-index-merged-after-bulk-archives.md: each archived row leaves a
 * deletion marker in the search index that every search for its words reads, until merged.
 */
it(`when ${BULK_ARCHIVE} tasks are archived in one call on SQLite, then their search index is merged after the commit`, async () => {
  const path = await archivedAfterImport(BULK_ARCHIVE);
  await persistence!.close();
  persistence = undefined;

  expect(optimizeWrites(path)).toBeLessThan(2);
});

it('when a few tasks are archived on SQLite, then their search index is left to its own merges', async () => {
  const path = await archivedAfterImport(10);
  await persistence!.close();
  persistence = undefined;

  expect(optimizeWrites(path)).toBeGreaterThanOrEqual(2);
});
