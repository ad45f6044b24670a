// Postgres's ways under the shared Drizzle code: GIN over tsvectors, VALUES for bulk rows, statements written alone.
import { and, getTableName, type SQL, sql, type Table } from 'drizzle-orm';
import { COMMIT_ORDER_LOCK } from '../drizzle/changes/change-appends.js';
import { INSERT_RESTORED } from '../drizzle/changes/restored-entries.js';
import { rowsPerStatement } from '../drizzle/chunks.js';
import type { Db, Dialect, Searched, WriteAlone } from '../drizzle/dialect.js';
import { tuples } from '../drizzle/records/bulk-sql.js';
import { jsonText } from '../drizzle/webhooks/event-payload.js';

/** Rows written by one call from which a table whose statistics are missing or outgrown is analysed. */
const OUTGROWING_WRITE_ROWS = 1000;
/** A write of more than this share of the rows the planner believes in outgrows its statistics. */
const OUTGROWN_SHARE = 0.2;

const rows = async (db: Db, statement: SQL) =>
  (await db.execute(statement)) as readonly Record<string, unknown>[];

/** Postgres's ways, its lone writes those of its database (`PostgresDatabase.writeAlone`). */
export function postgresDialect(writeAlone: WriteAlone): Dialect {
  return {
    sql: {
      searchMatch: (searched, words, use) => {
        const matches = tsvectorMatch(searched, words);
        if (use === 'count') return matches;
        const { id } = searched;
        // An array built once (an InitPlan) from the GIN index: the planner cannot turn it into a
        // semi-join tested along the sort's index.
        return sql`${id} = any(array(select ${id} from ${searched.table} where ${and(searched.listed, matches)}))`;
      },
      searchMatches: (searched, words) => ({
        from: sql`${searched.table}`,
        where: and(searched.listed, tsvectorMatch(searched, words)),
      }),
      position: (text, part) => sql`strpos(${text}, ${part})`,
      allOf: (tests) => {
        const test = and(...tests)!;
        // Postgres guesses a third of the rows for each test and multiplies the guesses: for 26 words
        // one row of 100 000, so it read the whole table and sorted it (808 ms) rather than walk the
        // sort's index to its page's last match (2 ms). It guesses half for them as one opaque expression.
        return tests.length > 1 ? sql`coalesce(${test}, false)` : test;
      },
      // The array made once (an InitPlan), each value sought in the column's index (`= any`): as a
      // semi-join with the set the JSON gives, it read the whole table instead whenever the table
      // had no statistics yet (after a bulk load) or was small, 600 ms a page of tasks at a million.
      inJsonIds: (column, ids) =>
        sql`${column} = any(array(select jsonb_array_elements_text(${ids}::jsonb)::bigint))`,
      indexedBy: (table) => table,
      // Planned as a hash join of the whole table with the level before (no statistics on a table
      // written one entry at a time), once per level: 2.4 s for a 5 000-level chain. A lateral
      // subquery fenced by `offset 0` cannot be joined that way, so each step is an index lookup.
      subtreeStep: (table, id, parent) => sql`select c.${id} from subtree s cross join lateral (
      select ${id} from ${table} where ${parent} = s.id offset 0
    ) c`,
      jsonQuote: jsonText,
      jsonElements: (json) => sql`jsonb_array_elements(${json}::jsonb) as c(value)`,
      jsonInteger: (text) => sql.raw(`(${text})::bigint`),
      jsonRecords: (json, columns) =>
        sql`jsonb_to_recordset(${json}::jsonb) as v(${sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', '))})`,
      rowLock: (lock) => sql.raw(` for ${lock}`),
    },
    writer: {
      rowsPerStatement,
      insertedRows: (rows) => sql`values ${tuples(rows)}`,
      // VALUES, typed as the table's columns by its first row's casts (see `tuples`).
      updateRows: async (db, rows, update) => update.build(db, sql`(values ${tuples(rows, update.casts)})`),
      writeAlone,
      appendRestored: async (db, kinds, actor, at) => {
        let first = Number.POSITIVE_INFINITY;
        let last = 0;
        for (const { resource, table, code } of kinds) {
          // The lock's one-row scan joined to every row: taken before the first ID is drawn.
          const [range] = await rows(
            db,
            sql`with fence as (select pg_advisory_xact_lock_shared(${COMMIT_ORDER_LOCK}::bigint)),
        added as (
          ${INSERT_RESTORED}
          select ${resource}::text, t.id, ${code}::text, 'restored', ${actor.username}::text,
            ${actor.apiKey}::text, ${at}::bigint, '[]', 'null'
          from fence, ${table} t order by t.id
          returning id)
        select min(id) as first, max(id) as last from added`,
          );
          if (range?.first === null || range?.first === undefined) continue;
          first = Math.min(first, Number(range.first));
          last = Math.max(last, Number(range.last));
        }
        return { first, last };
      },
    },
    rows,
    run: (db, statement) => db.execute(statement),
    lockCommitOrder: (db) => db.execute(sql`select pg_advisory_xact_lock(${COMMIT_ORDER_LOCK}::bigint)`),
    outgrown,
    analyze: async (db, tables) => {
      for (const table of tables) {
        await db.execute(sql`analyze ${table}`);
        await db.execute(cleanPendingEntries(table));
      }
    },
    setAsideForLoad: async (db, tables) =>
      (await rows(db, setAsideForLoad(tables))).map((row) => ({
        drop: String(row.drop),
        build: String(row.build),
      })),
  };
}

function tsvectorMatch({ search }: Searched, words: readonly string[]): SQL {
  const tsquery = words.map((word) => `'${word}':*`).join(' & ');
  return sql`search_words(${search.column}) @@ ${tsquery}::tsquery`;
}

/**
 * Moves the GIN indexes' pending entries into the index. A bulk write's entries wait in a list
 * every search reads whole until autovacuum comes by: after 30 000 tasks written, the search
 * index's scan for one word took 6.7 ms, 0.6 ms once the list was merged.
 */
function cleanPendingEntries(table: Table): SQL {
  return sql`select gin_clean_pending_list(i.indexrelid) from pg_index i
    join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
    where i.indrelid = to_regclass(${getTableName(table)}) and a.amname = 'gin'`;
}

/** Whether a write of `rowsWritten` rows leaves the planner's row estimate of `table` far behind. */
async function outgrown(db: Db, table: Table | undefined, rowsWritten: number): Promise<boolean> {
  if (!table || rowsWritten < OUTGROWING_WRITE_ROWS) return false;
  const [row] = await rows(
    db,
    sql`select reltuples from pg_class where oid = to_regclass(${getTableName(table)})`,
  );
  // -1: never analysed nor vacuumed.
  const estimate = Number(row?.reltuples ?? -1);
  return estimate < 0 || rowsWritten > estimate * OUTGROWN_SHARE;
}

/**
 * The tables' indexes and foreign keys, but for the unique indexes, rules a row may break:
 * kept row by row, a restored task's nineteen indexes (a GIN among them) cost it 53 µs, and each
 * tag link locked its task and its tag to check them; built whole, each is one sort or one join.
 */
function setAsideForLoad(tables: readonly string[]): SQL {
  const ids = sql`any(select to_regclass(t) from unnest(string_to_array(${tables.join(',')}, ',')) t)`;
  return sql`select format('drop index %s', i.indexrelid::regclass) as drop, pg_get_indexdef(i.indexrelid) as build
    from pg_index i where not i.indisunique and i.indrelid = ${ids}
    union all
    select format('alter table %s drop constraint %I', c.conrelid::regclass, c.conname),
      format('alter table %s add constraint %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
    from pg_constraint c where c.contype = 'f' and c.conrelid = ${ids}`;
}
