import { afterEach, expect, it, vi } from 'vitest';
import type { DrizzleGateway } from '../../../adapters/persistence/drizzle/drizzle-gateway.js';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import { createTestDatabase, type TestDatabase } from '../../support/backends.js';
import { aTask } from '../../support/persistence.js';

let database: TestDatabase | undefined;
let persistence: Persistence | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await persistence?.close();
  await database?.drop();
});

/**
 * docs/performance.md#lists-at-a-million-rows: whether a search is broad only chooses how its
 * pages are read, so it is counted once per 30 s for the same words, not before every page.
 */
it('when the same words are searched again, then their matches are counted again only after 30 s', async () => {
  database = await createTestDatabase('sqlite');
  persistence = await openPersistence(database.config);
  await persistence.tasks.insertMany(
    Array.from({ length: 2100 }, (_, i) =>
      aTask({ code: `T-${String(i).padStart(5, '0')}`, label: `common ${i}` }),
    ),
  );
  const client = (
    (persistence.unitOfWork as unknown as DrizzleGateway).reader() as unknown as {
      $client: { prepare(source: string): unknown };
    }
  ).$client;
  const prepare = client.prepare;
  let counts = 0;
  client.prepare = (source: string) => {
    if (source.includes('"bounded"')) counts += 1;
    return prepare.call(client, source);
  };
  const query = { sort: { key: 'code' as const, descending: false }, filter: {}, words: ['commo'] };
  const page = async () => (await persistence!.tasks.page(query, 3, undefined)).map((task) => task.code);

  expect(await page()).toEqual(['T-00000', 'T-00001', 'T-00002']);
  expect(await page()).toEqual(['T-00000', 'T-00001', 'T-00002']);
  expect(counts).toBe(1);
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
  expect(await page()).toEqual(['T-00000', 'T-00001', 'T-00002']);
  expect(counts).toBe(2);
});

/**
 * docs/performance.md#long-reads-on-reader-threads-26-nov-2026: a broad search's page walks thousands of
 * rows, so on SQLite it is read on a reader thread; a narrow one stays on the event loop's reader.
 */
it('when a search is broad, then its page is read off the event loop with the same rows', async () => {
  database = await createTestDatabase('sqlite');
  persistence = await openPersistence(database.config);
  await persistence.tasks.insertMany(
    Array.from({ length: 2100 }, (_, i) =>
      aTask({ code: `T-${String(i).padStart(5, '0')}`, label: `common ${i === 7 ? 'unusual' : i}` }),
    ),
  );
  const client = (
    (persistence.unitOfWork as unknown as DrizzleGateway).reader() as unknown as {
      $client: { prepare(source: string): unknown };
    }
  ).$client;
  const prepare = client.prepare;
  const pages: string[] = [];
  client.prepare = (source: string) => {
    if (source.includes('order by') && !source.includes('"bounded"')) pages.push(source);
    return prepare.call(client, source);
  };
  const page = async (words: string[]) =>
    (
      await persistence!.tasks.page(
        { sort: { key: 'code' as const, descending: true }, filter: {}, words },
        3,
        undefined,
      )
    ).map((task) => task.code);

  expect(await page(['commo'])).toEqual(['T-02099', 'T-02098', 'T-02097']);
  expect(pages).toEqual([]);
  expect(await page(['unusu'])).toEqual(['T-00007']);
  expect(pages).toHaveLength(1);
});
