import { afterEach, beforeEach, expect, it } from 'vitest';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import type { Archivable } from '../../../domain/records/archivable.js';
import { ConcurrentWrite } from '../../../domain/shared/record.errors.js';
import type { TaskFields } from '../../../domain/tasks/task.js';
import { createTestDatabase, describeEachBackend, type TestDatabase } from '../../support/backends.js';
import { aTask } from '../../support/persistence.js';
import { signal } from '../../support/signal.js';

/** Two transactions that each wait for a row the other holds: Postgres aborts one of them. */
describeEachBackend(
  'a deadlock between two writes',
  (backend) => {
    let database: TestDatabase;
    let persistence: Persistence;
    beforeEach(async () => {
      database = await createTestDatabase(backend);
      persistence = await openPersistence(database.config);
    });
    afterEach(async () => {
      await persistence.close();
      await database.drop();
    });

    it('when two units of work lock two tasks in opposite orders, then one is written and the other is a ConcurrentWrite conflict', async () => {
      const [a, b] = await persistence.tasks.insertMany([aTask({ code: 'A' }), aTask({ code: 'B' })]);
      let arrived = 0;
      const bothHoldOne = signal();
      const lockInOrder = (first: Archivable<TaskFields>, second: Archivable<TaskFields>, label: string) =>
        persistence.unitOfWork.run(async () => {
          await persistence.tasks.updateMany([{ ...first, label }]);
          if (++arrived === 2) bothHoldOne.fire();
          await bothHoldOne.happened;
          await persistence.tasks.updateMany([{ ...second, label }]);
          return label;
        });

      const outcomes = await Promise.allSettled([lockInOrder(a!, b!, 'one'), lockInOrder(b!, a!, 'two')]);

      const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost.map((outcome) => outcome.reason)).toEqual([expect.any(ConcurrentWrite)]);
      const winner = (won[0] as PromiseFulfilledResult<string>).value;
      const stored = await persistence.tasks.findActiveByIds([a!.id, b!.id]);
      expect(stored.map((task) => task.label)).toEqual([winner, winner]);
    });
  },
  ['postgres'],
);
