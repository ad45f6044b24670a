import { afterEach, expect, it } from 'vitest';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import { createTestDatabase, type TestDatabase } from '../../support/backends.js';
import { aTask } from '../../support/persistence.js';

let database: TestDatabase | undefined;
let persistence: Persistence | undefined;
afterEach(async () => {
  await persistence?.close();
  await database?.drop();
});

/** Counts the turns of the event loop until stopped: callbacks that other requests would get. */
function countTurns(): { stop(): number } {
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns += 1;
    setImmediate(turn);
  };
  setImmediate(turn);
  return {
    stop() {
      running = false;
      return turns;
    },
  };
}

/**
 * docs/performance.md#the-event-loop-during-long-work: SQLite runs each statement on the event loop, so
 * a write of many rows gives it back between its statements (5 000 rows each) instead of holding it
 * for the whole unit of work; the rows are written all the same, in one transaction.
 */
it('when thousands of rows are inserted and updated on SQLite, then the event loop turns between their statements', async () => {
  database = await createTestDatabase('sqlite');
  persistence = await openPersistence(database.config);
  const tasks = Array.from({ length: 15_001 }, (_, i) => aTask({ code: `T-${String(i).padStart(5, '0')}` }));

  const inserting = countTurns();
  const inserted = await persistence.tasks.insertMany(tasks);
  expect(inserting.stop()).toBeGreaterThanOrEqual(4);

  const updating = countTurns();
  await persistence.tasks.updateMany(inserted.map((task) => ({ ...task, label: 'Relabelled' })));
  expect(updating.stop()).toBeGreaterThanOrEqual(4);
  const page = await persistence.tasks.page(
    { sort: { key: 'code', descending: true }, filter: {}, words: [] },
    2,
    undefined,
  );
  expect(page.map((task) => [task.code, task.label])).toEqual([
    ['T-15000', 'Relabelled'],
    ['T-14999', 'Relabelled'],
  ]);
});
