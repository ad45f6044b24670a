// The planner-statistics refresh after a large write.
import type { Table } from 'drizzle-orm';
import type { Dialect } from '../dialect.js';
import type { Db } from '../drizzle-gateway.js';

/** Rows written by one call from which the table's planner statistics are refreshed. */
const BULK_WRITE_ROWS = 10_000;

/**
 * Postgres plans from table statistics, which autovacuum refreshes only about a minute after a
 * bulk load; until then an export's keyset query (`code > ? order by code limit ?`) sorts every
 * remaining row per batch instead of walking the code index (6.7 s instead of 2 s for 100 000
 * tasks), and a word search on a table never analysed read the whole table testing each row's
 * words instead of asking the search index. So a large write refreshes them itself, inside its
 * transaction (ANALYZE counts the transaction's own rows): a write of 10 000 rows or more, and on
 * Postgres one of 1 000 or more into a table never analysed or whose row estimate it outgrows by
 * a fifth, so that a table seeded or imported in smaller steps is analysed as it grows. SQLite's
 * planner chooses between a list's sort index and a filter's index from the statistics too
 * (sqlite_stat1): sampled, so a refresh costs milliseconds. A kind's child rows are refreshed
 * with it: without statistics of `task_tags`, Postgres read all of it to find a page's fifty
 * tasks' links (a hash join, 600 ms a page at a million tasks), not fifty seeks of its primary key.
 */
export async function refreshStatisticsAfter(
  dialect: Dialect,
  db: Db,
  tables: readonly Table[],
  rowsWritten: number,
): Promise<void> {
  if (rowsWritten < BULK_WRITE_ROWS && !(await dialect.outgrown(db, tables[0], rowsWritten))) return;
  await dialect.analyze(db, tables);
}
