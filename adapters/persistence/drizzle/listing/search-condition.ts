// Search words against each dialect's full-text index (docs/api/lists.md#search).
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db, Dialect } from '../drizzle-gateway.js';

/** Where a table's search words are: its `search_text` column and, on SQLite, its FTS5 table. */
export interface SearchIndex {
  readonly column: AnyColumn;
  readonly ftsTable: string;
}

/**
 * Rows whose words begin with every one of `words`. The words hold only letters and digits
 * (domain/listing/search-words.ts), so quoting them in each engine's query syntax is safe.
 * SQLite: the table's FTS5 index, kept in sync by triggers (its `ascii` tokenizer splits the
 * stored words on the spaces between them). Postgres: a GIN index over the same words as a
 * tsvector, built without a parser, so the database's locale changes nothing.
 */
export function searchCondition(
  dialect: Dialect,
  id: AnyColumn,
  { column, ftsTable }: SearchIndex,
  words: readonly string[],
  broad: boolean,
): SQL {
  if (dialect === 'sqlite') {
    const fts = sql.identifier(ftsTable);
    // `+id`: tested per row (against a Bloom filter of the matches), so the sort's index drives.
    const row = broad ? sql`+${id}` : sql`${id}`;
    return sql`${row} in (select rowid from ${fts} where ${fts} match ${ftsMatch(words)})`;
  }
  const tsquery = words.map((word) => `'${word}':*`).join(' & ');
  return sql`array_to_tsvector(string_to_array(${column}, ' ')) @@ ${tsquery}::tsquery`;
}

/** Matches past which walking the sort's index fills a page sooner than sorting every match. */
const BROAD_MATCHES = 2000;

/** Whether the words match many rows of a SQLite FTS5 index; counted only up to the bound. */
export async function isBroad(db: Db, { ftsTable }: SearchIndex, words: readonly string[]): Promise<boolean> {
  const fts = sql.identifier(ftsTable);
  const sqlite = db as unknown as { all(statement: SQL): Promise<{ n: number }[]> };
  const [row] = await sqlite.all(
    sql`select count(*) as n from (select 1 from ${fts} where ${fts} match ${ftsMatch(words)} limit ${BROAD_MATCHES + 1})`,
  );
  return Number(row?.n ?? 0) > BROAD_MATCHES;
}

function ftsMatch(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(' ');
}
