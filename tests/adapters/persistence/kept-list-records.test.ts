import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { DrizzleGateway } from '../../../adapters/persistence/drizzle/drizzle-gateway.js';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import type { Archivable } from '../../../domain/records/archivable.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import type { TaskFields } from '../../../domain/tasks/task.js';
import { createTestDatabase, describeEachBackend, type TestDatabase } from '../../support/backends.js';
import { aTask, T0 } from '../../support/persistence.js';

/**
 * docs/performance.md#the-request-path: a list read again reads its rows' states and only the rows
 * it keeps no record of at that state. What it answers must be what a plain read answers.
 */
describeEachBackend(
  'records kept for lists',
  (backend) => {
    let database: TestDatabase;
    let persistence: Persistence;
    let tagIds: number[];

    beforeEach(async () => {
      database = await createTestDatabase(backend);
      persistence = await openPersistence(database.config);
      tagIds = [];
      for (const code of ['a', 'b']) {
        tagIds.push((await persistence.tags.insert({ ...aTag(code) })).id);
      }
      await persistence.tasks.insertMany(
        ['T-1', 'T-2', 'T-3'].map((code) => aTask({ code, label: `Task ${code}`, tagIds: [tagIds[0]!] })),
      );
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      await persistence?.close();
      await database?.drop();
    });

    const byCode = { sort: { key: 'code' as const, descending: false }, filter: {}, words: [] };
    const page = () => persistence.tasks.page(byCode, 10, undefined);
    const walked = async () => {
      const all: Archivable<TaskFields>[] = [];
      for await (const batch of persistence.tasks.walk(byCode)) all.push(...batch);
      return all;
    };

    it('when a list is read again unchanged, then the same records come back, frozen', async () => {
      const first = await page();
      const again = await page();

      expect(again).toEqual(first);
      const walkedAgain = await walked();
      for (const [i, record] of first.entries()) {
        expect(again[i]).toBe(record);
        expect(walkedAgain[i]).toBe(record);
      }
      expect(Object.isFrozen(again[0])).toBe(true);
    });

    it('when a record is written, then the next list has what was written and keeps the others', async () => {
      const [one, two] = await page();
      const [updated] = await persistence.tasks.updateMany([
        { ...two!, label: 'Renamed', tagIds: [tagIds[1]!], updatedAt: instantFromMicros(T0 + 5) },
      ]);
      await persistence.tasks.archive([one!.id], 'bob', instantFromMicros(T0 + 6));

      const listed = await page();

      expect(listed.map((task) => task.code)).toEqual(['T-2', 'T-3']);
      expect(listed[0]).toMatchObject({ label: 'Renamed', tagIds: [tagIds[1]], version: updated!.version });
      expect(await walked()).toEqual(listed);
    });

    it('when a record is written with the same write time, then its new version is still read', async () => {
      const [one] = await page();
      await persistence.tasks.updateMany([{ ...one!, label: 'Same instant' }]);

      expect((await page())[0]!.label).toBe('Same instant');
    });

    it('when a row is written between the read of the states and that of the rows, then the page is read again', async () => {
      const [one] = await page();
      // Another state of T-1: the next page reads its row by ID.
      const [changed] = await persistence.tasks.updateMany([
        { ...one!, label: 'Changed', updatedAt: instantFromMicros(T0 + 9) },
      ]);
      const gateway = persistence.unitOfWork as unknown as DrizzleGateway;
      const selectRows = gateway.selectRows.bind(gateway);
      let rowReads = 0;
      vi.spyOn(gateway, 'selectRows').mockImplementation(async (db, query, selection) => {
        if ('label' in selection && rowReads++ === 0) {
          // Just before the first read of the rows, T-1 is written once more.
          await persistence.tasks.updateMany([
            { ...changed!, label: 'Written meanwhile', updatedAt: instantFromMicros(T0 + 10) },
          ]);
        }
        return selectRows(db, query, selection);
      });

      const listed = await page();

      expect(rowReads).toBe(2);
      expect(listed.map((task) => task.label)).toEqual(['Written meanwhile', 'Task T-2', 'Task T-3']);
      expect(listed[0]!.version).toBe(changed!.version + 1);
    });
  },
  ['sqlite', 'postgres'],
);

function aTag(code: string) {
  return {
    code,
    label: code,
    description: null,
    createdAt: T0,
    createdBy: 'a',
    updatedAt: T0,
    updatedBy: 'a',
  };
}
