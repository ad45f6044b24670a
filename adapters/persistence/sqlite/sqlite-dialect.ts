// SQLite's ways under the shared Drizzle code: FTS5, JSON parameters for bulk rows, one writer.
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { INSERT_RESTORED } from '../drizzle/changes/restored-entries.js';
import type { BulkUpdate, Db, Dialect } from '../drizzle/dialect.js';
import { preparedPerConnection } from '../drizzle/prepared.js';
import { sqliteCore } from './sqlite-kit.js';

/**
 * Rows per bulk statement, all in one JSON parameter. Bound one value a parameter, a statement
 * held 333 rows, and an import of 20 000 tasks took 60: Drizzle built and SQLite bound 6 000
 * parameters for each, and each opened a savepoint for its search-index trigger, at which FTS5
 * writes out its pending terms as one more small segment to merge later.
 */
const ROWS_PER_WRITE = 5000;

/** Index entries ANALYZE samples per index: enough for a row estimate. */
const ANALYSIS_ROWS = 1000;

const rows = async (db: Db, statement: SQL) => sqliteCore(db).all<Record<string, unknown>>(statement);
const run = async (db: Db, statement: SQL) => sqliteCore(db).run(statement);

type PreparedUpdate = { all(placeholders: { rows: string }): Promise<{ id: number }[]> };

/** Each bulk update (a kind's), prepared once per connection. */
const preparedUpdates = new WeakMap<BulkUpdate, (db: Db) => PreparedUpdate>();

export const sqliteDialect: Dialect = {
  sql: {
    searchMatch: ({ id, search }, words) => {
      const fts = sql.identifier(search.ftsTable);
      return sql`${id} in (select rowid from ${fts} where ${fts} match ${ftsMatch(words)})`;
    },
    // The FTS5 index holds the listed rows alone: its triggers leave archived ones out.
    searchMatches: ({ search }, words) => {
      const fts = sql.identifier(search.ftsTable);
      return { from: sql`${fts}`, where: sql`${fts} match ${ftsMatch(words)}` };
    },
    position: (text, part) => sql`instr(${text}, ${part})`,
    allOf: (tests) => and(...tests)!,
    inJsonIds: (column, ids) => sql`${column} in (select value from json_each(${ids}))`,
    // Its planner's own choice read a million rows for a count, or a pair's sort by the wrong index
    // (ListingTable.countIndex, ValueArms.sqliteIndex).
    indexedBy: (table, index) => (index ? sql`${table} indexed by ${sql.identifier(index)}` : table),
    // No lateral join, and none needed: each step is a seek in the parent index.
    subtreeStep: (table, id, parent) =>
      sql`select n.${id} from ${table} n join subtree s on n.${parent} = s.id`,
    jsonQuote: (value) => sql`json_quote(${value})`,
    jsonElements: (json) => sql`json_each(${json}) as c`,
    jsonInteger: (text) => sql.raw(text),
    jsonRecords: (json, columns) =>
      sql`(select ${sql.raw(columns.map(([name]) => `value ->> '${name}' as ${name}`).join(', '))} from json_each(${json})) as v`,
    // One writer: no row is read by another write meanwhile.
    rowLock: () => sql``,
  },
  writer: {
    rowsPerStatement: () => ROWS_PER_WRITE,
    // The rows as one JSON parameter, read by `json_each` in their order, so the statement's text
    // is the same however many rows come and is compiled once; its values are strings, finite
    // numbers and nulls, which JSON carries unchanged.
    insertedRows: (rows) => {
      const values = rows[0]!.map((_, i) => `value ->> ${i}`).join(', ');
      return sql`select ${sql.raw(values)} from json_each(${JSON.stringify(rows)})`;
    },
    // The statement is the same for any rows: built and prepared once per connection (Drizzle
    // building an update of every column was a fifth of a single update's CPU).
    updateRows: async (db, rows, update) => {
      let prepared = preparedUpdates.get(update);
      if (!prepared) {
        prepared = preparedPerConnection(
          (connection) =>
            update
              .build(connection, jsonIncomingRows(update.casts.length, sql.placeholder('rows')))
              .prepare(update.name) as PreparedUpdate,
        );
        preparedUpdates.set(update, prepared);
      }
      return prepared(db).all({ rows: JSON.stringify(rows) });
    },
    // One writer, so the entries' IDs are those after the log's sequence, in order.
    appendRestored: async (db, kinds, actor, at) => {
      const sequence = sql`select coalesce((select seq from sqlite_sequence where name = 'changes'), 0) as last`;
      const before = Number((await rows(db, sequence))[0]!.last);
      for (const { resource, table, code } of kinds) {
        const values = sql`${resource}, t.id, ${code}, 'restored', ${actor.username}, ${actor.apiKey}, ${at}, '[]', 'null'`;
        await run(db, sql`${INSERT_RESTORED} select ${values} from ${table} t order by t.id`);
      }
      return { first: before + 1, last: Number((await rows(db, sequence))[0]!.last) };
    },
  },
  rows,
  run,
  // A table's statistics are refreshed by bulk writes alone.
  outgrown: async () => false,
  analyze: async (db, tables) => {
    await run(db, sql.raw(`pragma analysis_limit = ${ANALYSIS_ROWS}`));
    for (const table of tables) await run(db, sql`analyze ${table}`);
  },
  // Kept as the rows go in: 300 rows a statement, a restore of a million tasks is at its target.
  setAsideForLoad: async () => [],
};

function ftsMatch(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(' ');
}

/**
 * The rows of a bulk update as a derived table for `update … from`, its columns named column1,
 * column2, … as Postgres names those of VALUES; `rows` a JSON array of arrays of `width` values,
 * or the placeholder of one (as in `insertedRows`).
 */
function jsonIncomingRows(width: number, rows: Placeholder | string): SQL {
  const columns = Array.from({ length: width }, (_, i) => `value ->> ${i} as column${i + 1}`).join(', ');
  return sql`(select ${sql.raw(columns)} from json_each(${rows}))`;
}
