// Search words against each dialect's full-text index (docs/api/lists.md#search).
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Dialect } from '../drizzle-gateway.js';

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
): SQL {
  if (dialect === 'sqlite') {
    const match = words.map((word) => `"${word}"*`).join(' ');
    const fts = sql.identifier(ftsTable);
    return sql`${id} in (select rowid from ${fts} where ${fts} match ${match})`;
  }
  const tsquery = words.map((word) => `'${word}':*`).join(' & ');
  return sql`array_to_tsvector(string_to_array(${column}, ' ')) @@ ${tsquery}::tsquery`;
}
