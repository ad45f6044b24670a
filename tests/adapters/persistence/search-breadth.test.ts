import { afterEach, expect, it, vi } from 'vitest';
import type { DrizzleGateway } from '../../../adapters/persistence/drizzle/drizzle-gateway.js';
import { openPersistence, type Persistence } from '../../../adapters/persistence/open-persistence.js';
import type { SqliteReaderThreads } from '../../../adapters/persistence/sqlite/reader-threads.js';
import { createTestDatabase, type TestDatabase } from '../../support/backends.js';
import { aTask } from '../../support/persistence.js';

let database: TestDatabase | undefined;
let persistence: Persistence | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await persistence?.close();
  await database?.drop();
});

/** 2 100 tasks whose labels all hold `common`; task 7's also `unusual rare odd strange`. */
async function openWithTasks(): Promise<Persistence> {
  database = await createTestDatabase('sqlite');
  persistence = await openPersistence(database.config);
  await persistence.tasks.insertMany(
    Array.from({ length: 2100 }, (_, i) =>
      aTask({
        code: `T-${String(i).padStart(5, '0')}`,
        label: `common ${i === 7 ? 'unusual rare odd strange' : i}`,
      }),
    ),
  );
  return persistence;
}

/** The statements run from now on: on the event loop's reader (as prepared) and on reader threads. */
function statementsOf(opened: Persistence): { eventLoop: string[]; threads: string[] } {
  const gateway = opened.unitOfWork as unknown as DrizzleGateway;
  const client = (gateway.reader() as unknown as { $client: { prepare(source: string): unknown } }).$client;
  const seen = { eventLoop: [] as string[], threads: [] as string[] };
  const prepare = client.prepare;
  client.prepare = (source: string) => {
    seen.eventLoop.push(source);
    return prepare.call(client, source);
  };
  const threads = (gateway as unknown as { readerThreads: SqliteReaderThreads }).readerThreads;
  const all = threads.all.bind(threads);
  vi.spyOn(threads, 'all').mockImplementation((source, params) => {
    seen.threads.push(source);
    return all(source, params);
  });
  return seen;
}

const pageOf = async (opened: Persistence, words: string[]) =>
  (
    await opened.tasks.page(
      { sort: { key: 'code' as const, descending: true }, filter: {}, words },
      3,
      undefined,
    )
  ).map((task) => task.code);

/** A page's statements: the states read in order (not the count of a search's breadth). */
const pages = (statements: readonly string[]) =>
  statements.filter((source) => source.includes('order by') && !source.includes('"bounded"'));

/**
 * docs/performance.md#lists-at-a-million-rows: whether a search is broad only chooses how its
 * pages are read, so it is counted once per 30 s for the same words, not before every page; the
 * count stands alone, so it is read on a reader thread.
 */
it('when the same words are searched again, then their matches are counted again only after 30 s, off the event loop', async () => {
  const opened = await openWithTasks();
  const statements = statementsOf(opened);
  const counts = () =>
    [...statements.eventLoop, ...statements.threads].filter((s) => s.includes('"bounded"'));
  const query = { sort: { key: 'code' as const, descending: false }, filter: {}, words: ['commo'] };
  const page = async () => (await opened.tasks.page(query, 3, undefined)).map((task) => task.code);

  expect(await page()).toEqual(['T-00000', 'T-00001', 'T-00002']);
  expect(await page()).toEqual(['T-00000', 'T-00001', 'T-00002']);
  expect(counts()).toHaveLength(1);
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
  expect(await page()).toEqual(['T-00000', 'T-00001', 'T-00002']);
  expect(counts()).toHaveLength(2);
  expect(statements.eventLoop.filter((s) => s.includes('"bounded"'))).toEqual([]);
});

/**
 * docs/performance.md#lists-at-a-million-rows: a broad search's page walks thousands of
 * rows, so on SQLite it is read on a reader thread; a narrow one stays on the event loop's reader.
 */
it('when a search is broad, then its page is read off the event loop with the same rows', async () => {
  const opened = await openWithTasks();
  const statements = statementsOf(opened);

  expect(await pageOf(opened, ['commo'])).toEqual(['T-02099', 'T-02098', 'T-02097']);
  expect(pages(statements.eventLoop)).toEqual([]);
  expect(await pageOf(opened, ['unusu'])).toEqual(['T-00007']);
  expect(pages(statements.eventLoop)).toHaveLength(1);
});

/**
 * docs/api/lists.md#search: each word of a search is gathered from the search index or tested on
 * each row read, so a search of many words is read on a reader thread however few rows it finds.
 */
it('when a search holds more than four words, then its page is read off the event loop though it finds one row', async () => {
  const opened = await openWithTasks();
  const statements = statementsOf(opened);

  expect(await pageOf(opened, ['unusu', 'rare', 'odd', 'stran', 'commo'])).toEqual(['T-00007']);
  expect(pages(statements.eventLoop)).toEqual([]);
  expect(pages(statements.threads)).toHaveLength(1);
  expect(await pageOf(opened, ['unusu', 'rare', 'odd', 'stran'])).toEqual(['T-00007']);
  expect(pages(statements.eventLoop)).toHaveLength(1);
});

/**
 * docs/api/lists.md#search: a one-letter word begins a word of nearly every row, and the search
 * index gathers every match of a prefix before giving one; such words are tested on the rows read,
 * and a search of only such words is tested along the sort's index, off the event loop.
 */
it('when every word of a search has one letter, then the search index is not read and the page is read off the event loop', async () => {
  const opened = await openWithTasks();
  const statements = statementsOf(opened);

  expect(await pageOf(opened, ['u', 'c', 'o', 'r', 's'])).toEqual(['T-00007']);
  expect(await pageOf(opened, ['u', 'c'])).toEqual(['T-00007']);
  expect(await pageOf(opened, ['c'])).toEqual(['T-02099', 'T-02098', 'T-02097']);
  expect(pages(statements.eventLoop)).toEqual([]);
  expect([...statements.eventLoop, ...statements.threads].filter((s) => s.includes('tasks_search'))).toEqual(
    [],
  );
  // A longer word drives the page through the search index, the one-letter word tested on its rows.
  expect(await pageOf(opened, ['unusu', 'c'])).toEqual(['T-00007']);
  expect(pages(statements.eventLoop).filter((s) => s.includes('tasks_search'))).toHaveLength(1);
});

it('when most rows holding a word are archived, then the search index holds only the listed ones and the search is narrow', async () => {
  database = await createTestDatabase('sqlite');
  persistence = await openPersistence(database.config);
  const stored = await persistence.tasks.insertMany(
    Array.from({ length: 2100 }, (_, i) =>
      aTask({ code: `T-${String(i).padStart(5, '0')}`, label: `lantern ${i}` }),
    ),
  );
  await persistence.tasks.archive(
    stored.slice(10).map((task) => task.id),
    'alice',
    stored[0]!.createdAt,
  );
  const gateway = persistence.unitOfWork as unknown as DrizzleGateway;
  const client = (gateway.reader() as unknown as { $client: { prepare(source: string): { get(): unknown } } })
    .$client;
  expect(
    client.prepare(`select count(*) as n from tasks_search where tasks_search match '"lantern"*'`).get(),
  ).toEqual({
    n: 10,
  });
  const seen = statementsOf(persistence);
  expect(await pageOf(persistence, ['lantern'])).toEqual(['T-00009', 'T-00008', 'T-00007']);
  // Driven by the search index on the event loop: not a walk of the whole code index on a thread.
  expect(seen.threads.some((source) => source.includes('instr('))).toBe(false);
  expect(seen.eventLoop.some((source) => source.includes('tasks_search" match'))).toBe(true);
});
