// Search words against each dialect's full-text index (docs/api/lists.md#search).
import { type AnyColumn, and, count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Dialect } from '../drizzle-gateway.js';

/** Where a table's search words are: its `search_text` column and, on SQLite, its FTS5 table. */
export interface SearchIndex {
  readonly column: AnyColumn;
  readonly ftsTable: string;
}

/** The table a search reads: its ID, the condition of its listed rows and its search index. */
export interface Searched {
  readonly table: PgTable;
  readonly id: AnyColumn;
  readonly listed?: SQL;
  readonly search: SearchIndex;
}

/**
 * How the matches meet the rest of a read. Neither planner weighs a page's LIMIT against how
 * many rows a search matches: each may walk the sort's whole index testing every row for a word
 * found in twenty, or read and sort a hundred thousand matches to give fifty. So a page first
 * counts the matches, up to a bound: a few drive the read (`drive`), many are tested along the
 * sort's index (`test`). A count reads every match anyway (`count`).
 */
export type SearchUse = 'drive' | 'test' | 'count';

/**
 * Rows whose words begin with every one of `words`. The words hold only letters and digits
 * (domain/listing/search-words.ts), so quoting them in each engine's query syntax is safe.
 * SQLite: the table's FTS5 index, kept in sync by triggers (its `ascii` tokenizer splits the
 * stored words on the spaces between them). Postgres: a GIN index over the same words as a
 * tsvector, built without a parser, so the database's locale changes nothing.
 */
export function searchCondition(
  dialect: Dialect,
  searched: Searched,
  words: readonly string[],
  use: SearchUse,
): SQL {
  const { id } = searched;
  if (dialect === 'sqlite') {
    const fts = sql.identifier(searched.search.ftsTable);
    // `+id`: tested per row (against a Bloom filter of the matches), so the sort's index drives.
    const row = use === 'test' ? sql`+${id}` : sql`${id}`;
    return sql`${row} in (select rowid from ${fts} where ${fts} match ${ftsMatch(words)})`;
  }
  const matches = tsvectorMatch(searched, words);
  if (use !== 'drive') return matches;
  // An array built once (an InitPlan) from the GIN index: the planner cannot turn it into a
  // semi-join tested along the sort's index.
  return sql`${id} = any(array(select ${id} from ${searched.table} where ${and(searched.listed, matches)}))`;
}

/** Matches past which walking the sort's index fills a page sooner than sorting every match. */
const BROAD_MATCHES = 2000;

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

/** Whether the words match many listed rows: counted through the search index, only up to the bound, at most every 30 s. */
export async function isBroad(
  db: Db,
  dialect: Dialect,
  searched: Searched,
  words: readonly string[],
): Promise<boolean> {
  let known = breadths.get(db);
  if (!known) {
    known = new Map();
    breadths.set(db, known);
  }
  const key = `${searched.search.ftsTable} ${words.join(' ')}`;
  const now = Date.now();
  const kept = known.get(key);
  if (kept && kept.until > now) return kept.broad;
  const broad = await countBroad(db, dialect, searched, words);
  known.delete(key);
  if (known.size >= BREADTHS_KEPT) known.delete(known.keys().next().value!);
  known.set(key, { broad, until: now + BREADTH_KEPT_MS });
  return broad;
}

async function countBroad(
  db: Db,
  dialect: Dialect,
  searched: Searched,
  words: readonly string[],
): Promise<boolean> {
  // SQLite counts in its FTS5 index alone, archived rows too: reading each match's row to leave
  // those out cost more than the page itself, and the count only chooses how the page is read.
  const fts = sql.identifier(searched.search.ftsTable);
  const bounded = (
    dialect === 'sqlite'
      ? db
          .select({ one: sql`1` })
          .from(sql`${fts}`)
          .where(sql`${fts} match ${ftsMatch(words)}`)
      : db
          .select({ one: sql`1` })
          .from(searched.table)
          .where(and(searched.listed, tsvectorMatch(searched, words)))
  ).limit(BROAD_MATCHES + 1);
  const [row] = await db.select({ n: count() }).from(bounded.as('bounded'));
  return Number(row?.n ?? 0) > BROAD_MATCHES;
}

function tsvectorMatch({ search }: Searched, words: readonly string[]): SQL {
  const tsquery = words.map((word) => `'${word}':*`).join(' & ');
  return sql`array_to_tsvector(string_to_array(${search.column}, ' ')) @@ ${tsquery}::tsquery`;
}

function ftsMatch(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(' ');
}
