// SQLite: a table's search index merged in small steps after a bulk archive.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type Database from 'better-sqlite3';

/**
 * Pages an FTS5 merge step writes at most. A step reads whatever it takes to write them: on a
 * table of 100 000 tasks, 90 000 of them just archived, steps of 4 took up to 44 ms each, 1.1 s
 * in all; of 64, up to 200 ms.
 */
const PAGES_A_STEP = 4;

/**
 * An archive takes each row out of the table's search index (`<table>_search`, FTS5, listed rows
 * only) by a deletion marker, which every search for the row's words then reads until FTS5's own
 * merges, driven by later writes, come by: a word in 100 listed and 9 000 archived rows took
 * 1.4 ms to look up, 0.06 ms merged (docs/adr/0072-sqlite-search-index-merged-after-bulk-archives.md).
 * Merges until a step finds nothing left to do, each step a unit of work of its own (`write`) and
 * the event loop's next turn between two, so requests go on meanwhile.
 */
export async function mergeSearchIndex(
  writer: Database.Database,
  write: (work: () => Promise<number>) => Promise<number>,
  table: string,
): Promise<void> {
  const index = `"${`${table}_search`.replaceAll('"', '""')}"`;
  const merge = writer.prepare(`insert into ${index} (${index}, rank) values ('merge', ${-PAGES_A_STEP})`);
  const changes = writer.prepare('select total_changes()').pluck();
  // SQLite's way of telling that a merge step did some work: two changes or more.
  const step = async () => {
    const before = changes.get() as number;
    merge.run();
    return (changes.get() as number) - before;
  };
  while ((await write(step)) >= 2) await nextTurn();
}
