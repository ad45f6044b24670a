import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import type { DrizzleGateway } from '../../../adapters/persistence/drizzle/drizzle-gateway.js';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import { createTestDatabase, describeEachBackend, type TestDatabase } from '../../support/backends.js';
import { aTag, aTask } from '../../support/persistence.js';

const CODE_ORDER = { sort: { key: 'code', descending: false }, filter: {} } as const;

/** docs/adr/0025-keyset-lists-and-word-search.md: rows stored before search get their words at start. */
describeEachBackend(
  'search words of older rows',
  (backend) => {
    let database: TestDatabase | undefined;
    let persistence: Persistence | undefined;
    afterEach(async () => {
      await persistence?.close();
      await database?.drop();
    });

    it('when a row has no search words, then opening the database writes them and a search finds it', async () => {
      database = await createTestDatabase(backend);
      persistence = await openPersistence(database.config);
      await persistence.tasks.insertMany([aTask({ code: 'OLD', label: 'Crème brûlée' })]);
      // As a row written by an older version: the test reaches under the repositories.
      const gateway = persistence.unitOfWork as unknown as DrizzleGateway;
      await gateway.write((db) => gateway.dialect.run(db, sql`update tasks set search_text = null`));
      const search = { ...CODE_ORDER, words: ['creme'] };
      expect(await persistence.tasks.page(search, 10, undefined)).toEqual([]);
      await persistence.close();

      persistence = await openPersistence(database.config);
      expect((await persistence.tasks.page(search, 10, undefined)).map((task) => task.code)).toEqual(['OLD']);
    });

    it('when a tag has no search words, then opening the database writes them too', async () => {
      database = await createTestDatabase(backend);
      persistence = await openPersistence(database.config);
      await persistence.tags.insert(aTag({ code: 'OLD', label: 'Crème brûlée' }));
      const gateway = persistence.unitOfWork as unknown as DrizzleGateway;
      await gateway.write((db) => gateway.dialect.run(db, sql`update tags set search_text = null`));
      const search = { ...CODE_ORDER, words: ['creme'] };
      expect(await persistence.tags.page(search, 10, undefined)).toEqual([]);
      await persistence.close();

      persistence = await openPersistence(database.config);
      expect((await persistence.tags.page(search, 10, undefined)).map((tag) => tag.code)).toEqual(['OLD']);
    });
  },
  ['sqlite', 'postgres'],
);
