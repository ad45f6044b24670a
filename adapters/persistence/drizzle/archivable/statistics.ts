// The planner-statistics refresh after a large write.
import { sql, type Table } from 'drizzle-orm';
import type { Db } from '../drizzle-gateway.js';
import type { DialectDb } from './bulk-sql.js';

/** Rows written by one call from which the table's planner statistics are refreshed. */
const BULK_WRITE_ROWS = 10_000;
/** Index entries SQLite's ANALYZE samples per index: enough for a row estimate. */
const SQLITE_ANALYSIS_ROWS = 1000;

/**
 * Postgres plans from table statistics, which autovacuum refreshes only about a minute after a
 * bulk load; until then an export's keyset query (`code > ? order by code limit ?`) sorts every
 * remaining row per batch instead of walking the code index (6.7 s instead of 2 s for 100 000
 * tasks). So a large write refreshes them itself, inside its transaction (ANALYZE counts the
 * transaction's own rows). SQLite's planner chooses between a list's sort index and a filter's
 * index from the statistics too (sqlite_stat1): sampled, so a refresh costs milliseconds.
 * A kind's child rows are refreshed with it: without statistics of `task_tags`, Postgres read all
 * of it to find a page's fifty tasks' links (a hash join, 600 ms a page at a million tasks), not
 * fifty seeks of its primary key.
 */
export async function refreshStatisticsAfter(
  db: Db,
  tables: readonly Table[],
  rowsWritten: number,
): Promise<void> {
  if (rowsWritten < BULK_WRITE_ROWS) return;
  const target = db as unknown as DialectDb;
  if (!('execute' in target)) await target.run(sql.raw(`pragma analysis_limit = ${SQLITE_ANALYSIS_ROWS}`));
  for (const table of tables) {
    if ('execute' in target) await target.execute(sql`analyze ${table}`);
    else await target.run(sql`analyze ${table}`);
  }
}
