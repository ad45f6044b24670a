// Search words against each dialect's full-text index (docs/api/lists.md#search).
import { and, type SQL, sql } from 'drizzle-orm';
import type { Dialect, Searched, SearchUse } from '../dialect.js';
import type { Db, DrizzleGateway, Selection } from '../drizzle-gateway.js';

/**
 * Rows whose words begin with every one of `words`. The words hold only letters and digits
 * (domain/listing/search-words.ts), so quoting them in each engine's query syntax is safe.
 * SQLite: the table's FTS5 index, kept in sync by triggers (its `ascii` tokenizer splits the
 * stored words on the spaces between them). Postgres: a GIN index over the same words as a
 * tsvector, built without a parser, so the database's locale changes nothing. One-letter words
 * and a broad search, tested row by row, read each row's stored words instead (`wordsTest`).
 */
export function searchCondition(
  dialect: Dialect,
  searched: Searched,
  words: readonly string[],
  use: SearchUse,
): SQL {
  const indexed = words.filter(isIndexed);
  if (use === 'test' || indexed.length === 0) return wordsTest(dialect, searched, words);
  const rest = words.filter((word) => !isIndexed(word));
  return and(
    dialect.sql.searchMatch(searched, indexed, use),
    rest.length > 0 ? wordsTest(dialect, searched, rest) : undefined,
  )!;
}

/**
 * Whether the search index is asked for a word. A one-letter word begins a word of nearly every
 * row, and both indexes gather every match of a prefix before giving one: FTS5 merges the
 * entries of every word under it (`a` at 100 000 tasks, 95 000 matches: 170 ms, against 10 ms
 * for a two-letter word and 1 ms for a three-letter one), GIN the posting lists of every key. Such
 * a word is tested on the rows the other words find, or, with none, along the sort's index.
 */
function isIndexed(word: string): boolean {
  return [...word].length > 1;
}

/**
 * Each word sought in the row's stored words, where one begins (after a space). Along the sort's
 * index this reads the row, where the index's own test needed every match gathered first: FTS5
 * gathers all of a prefix's matches before giving one (a three-letter word in 1 % of a million
 * rows: 3.9 → 1.9 ms a page; a word and a one-letter prefix, 285 → 2.2 ms), and Postgres built
 * each row's tsvector to test it (39 → 3 ms). The words hold no character either function treats
 * specially.
 */
function wordsTest(dialect: Dialect, { search }: Searched, words: readonly string[]): SQL {
  const text = sql`(' ' || ${search.column})`;
  // Longest first: a longer word is found in fewer rows, so a row failing the test fails it sooner.
  const ordered = [...words].sort((a, b) => b.length - a.length);
  return dialect.sql.allOf(ordered.map((word) => sql`${dialect.sql.position(text, ` ${word}`)} > 0`));
}

/** Matches past which walking the sort's index fills a page sooner than sorting every match. */
const BROAD_MATCHES = 2000;
/**
 * Listed rows per match under which a search is broad however few its matches: walking the sort's
 * index then fills a page of 50 after about a thousand rows, where reading and sorting every
 * match read them all (a word in one row in eight of 10 000: 1 217 matches for a page of 50).
 */
const DENSE_ROWS_PER_MATCH = 20;
/** Matches a page may read and sort whatever their density: a few index and row reads. */
const FEW_MATCHES = 200;
/** Listed rows counted at most: enough to tell whether BROAD_MATCHES matches are dense. */
const LISTED_COUNTED = BROAD_MATCHES * DENSE_ROWS_PER_MATCH;

/**
 * How long a search's breadth is trusted. It only chooses how a page is read (either way reads the
 * same rows), and it changes slowly as rows do; counting it cost a prefix search as much as the
 * page itself (all of the word's matches are gathered before the first is given), so each page
 * of a broad search paid for its words twice.
 */
const BREADTH_KEPT_MS = 30_000;
const BREADTHS_KEPT = 256;

/** By connection (so by database): the breadth of recent searches, the least recently counted first. */
const breadths = new WeakMap<Db, Map<string, { readonly broad: boolean; readonly until: number }>>();

/**
 * Whether the words match many listed rows: counted through the search index, only up to the
 * bound, at most every 30 s. One-letter words are not counted (`isIndexed`): with no other word
 * the search is broad. The count stands alone (it only chooses how a page is read), so it is a
 * long read: it gathers every match of each word, tens of milliseconds for a short one.
 */
export async function isBroad(
  db: Db,
  gateway: DrizzleGateway,
  searched: Searched,
  words: readonly string[],
): Promise<boolean> {
  const indexed = words.filter(isIndexed);
  if (indexed.length === 0) return true;
  let known = breadths.get(db);
  if (!known) {
    known = new Map();
    breadths.set(db, known);
  }
  const key = `${searched.search.ftsTable} ${indexed.join(' ')}`;
  const now = Date.now();
  const kept = known.get(key);
  if (kept && kept.until > now) return kept.broad;
  const broad = await countBroad(db, gateway, searched, indexed);
  known.delete(key);
  if (known.size >= BREADTHS_KEPT) known.delete(known.keys().next().value!);
  known.set(key, { broad, until: now + BREADTH_KEPT_MS });
  return broad;
}

/** Words past which a search's page is a long read even when narrow: each word's matches are gathered. */
const LONG_SEARCH_WORDS = 4;

/** Whether a search's page may take long however few rows it finds: many words, each gathered or tested. */
export function isLongSearch(words: readonly string[]): boolean {
  return words.length > LONG_SEARCH_WORDS;
}

async function countBroad(
  db: Db,
  gateway: DrizzleGateway,
  searched: Searched,
  words: readonly string[],
): Promise<boolean> {
  // Listed matches only: SQLite's FTS5 index holds the listed rows alone (its triggers leave
  // archived ones out), where a word of 90 % archived rows once counted as broad and each page
  // walked the whole sort index for the few listed ones. Each bound keeps the count to a few
  // thousand index entries.
  const bounded = (from: SQL, where: SQL | undefined, rows: number) =>
    sql`(select count(*) from (select 1 from ${from} where ${where} limit ${rows}) ${sql.identifier('bounded')})`;
  const { table, listed } = searched;
  const { from, where } = gateway.dialect.sql.searchMatches(searched, words);
  const matches = bounded(from, where, BROAD_MATCHES + 1);
  const rows = bounded(sql`${table}`, listed ?? sql`true`, LISTED_COUNTED);
  const counted = db
    .select({ n: sql<number>`${matches}`, listed: sql<number>`${rows}` })
    .from(sql`(select 1) ${sql.identifier('one')}`);
  const [row] = await gateway.selectRows<{ n: number; listed: number }>(db, counted, BREADTH, 'long');
  const found = row?.n ?? 0;
  return found > BROAD_MATCHES || (found > FEW_MATCHES && found * DENSE_ROWS_PER_MATCH > (row?.listed ?? 0));
}

/** A breadth count's two numbers (Postgres gives a bigint's text). */
const BREADTH = {
  n: { mapFromDriverValue: Number },
  listed: { mapFromDriverValue: Number },
} as unknown as Selection;
