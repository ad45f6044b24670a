// The planner-statistics refresh after a large write.
import { getTableName, type SQL, sql, type Table } from 'drizzle-orm';
import type { Db } from '../drizzle-gateway.js';
import type { DialectDb } from './bulk-sql.js';

/** Rows written by one call from which the table's planner statistics are refreshed. */
const BULK_WRITE_ROWS = 10_000;
/** Postgres: rows written by one call from which a table whose statistics are missing or outgrown is analysed. */
const OUTGROWING_WRITE_ROWS = 1000;
/** Postgres: a write of more than this share of the rows the planner believes in outgrows its statistics. */
const OUTGROWN_SHARE = 0.2;
/** Index entries SQLite's ANALYZE samples per index: enough for a row estimate. */
const SQLITE_ANALYSIS_ROWS = 1000;

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
  db: Db,
  tables: readonly Table[],
  rowsWritten: number,
): Promise<void> {
  const target = db as unknown as DialectDb;
  if (rowsWritten < BULK_WRITE_ROWS && !(await outgrown(target, tables[0], rowsWritten))) return;
  if (!('execute' in target)) await target.run(sql.raw(`pragma analysis_limit = ${SQLITE_ANALYSIS_ROWS}`));
  for (const table of tables) {
    if ('execute' in target) {
      await target.execute(sql`analyze ${table}`);
      await target.execute(cleanPendingEntries(table));
    } else await target.run(sql`analyze ${table}`);
  }
}

/**
 * Postgres: moves the GIN indexes' pending entries into the index. A bulk write's entries wait in
 * a list every search reads whole until autovacuum comes by: after 30 000 tasks written, the
 * search index's scan for one word took 6.7 ms, 0.6 ms once the list was merged.
 */
function cleanPendingEntries(table: Table): SQL {
  return sql`select gin_clean_pending_list(i.indexrelid) from pg_index i
    join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
    where i.indrelid = to_regclass(${getTableName(table)}) and a.amname = 'gin'`;
}

/** Postgres: whether a write of `rowsWritten` rows leaves the planner's row estimate of `table` far behind. */
async function outgrown(target: DialectDb, table: Table | undefined, rowsWritten: number): Promise<boolean> {
  if (!table || !('execute' in target) || rowsWritten < OUTGROWING_WRITE_ROWS) return false;
  const [row] = await target.execute(
    sql`select reltuples from pg_class where oid = to_regclass(${getTableName(table)})`,
  );
  // -1: never analysed nor vacuumed.
  const estimate = Number(row?.reltuples ?? -1);
  return estimate < 0 || rowsWritten > estimate * OUTGROWN_SHARE;
}
