// A restore's change log entries, written by the database from the restored tables (docs/adr/0058-a-restore-logs-every-record-it-writes.md).
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { RestoredEntries } from '../../../../application/changes/ports/change-log.js';
import { CHANGED_RESOURCES, type ChangeActor } from '../../../../domain/changes/change.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { CHANGED_TABLES } from '../../shared/changed-tables.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { run } from '../records/bulk-sql.js';

/** Rows of a statement Drizzle's builders did not make: pg-core databases `execute`, sqlite-core ones `all`. */
async function rowsOf(db: Db, statement: SQL): Promise<readonly Record<string, unknown>[]> {
  const target = db as unknown as {
    execute?: (s: SQL) => Promise<readonly Record<string, unknown>[]>;
    all?: (s: SQL) => Promise<readonly Record<string, unknown>[]>;
  };
  return target.execute ? target.execute(statement) : target.all!(statement);
}

/**
 * One `insert … select` per kind: a million tasks never cross into JavaScript. Fields `[]` and
 * record `null` (JSON text: the column holds JSON and stays NOT NULL). `lock`, on Postgres, is
 * the shared commit-order lock every append takes (see DrizzleChangeLog).
 */
export async function appendRestored(
  gateway: DrizzleGateway,
  db: Db,
  actor: ChangeActor,
  at: Instant,
  lock: number,
): Promise<RestoredEntries | undefined> {
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  const sqlite = gateway.dialect !== 'postgres';
  const sequence = sql`select coalesce((select seq from sqlite_sequence where name = 'changes'), 0) as last`;
  const before = sqlite ? Number((await rowsOf(db, sequence))[0]!.last) : 0;
  for (const resource of CHANGED_RESOURCES) {
    const table = sql.identifier(getTableName(gateway.tables[CHANGED_TABLES[resource]]));
    const code = resource === 'contacts' ? sql`null` : sql`t.code`;
    const values = sql`${resource}, t.id, ${code}, 'restored', ${actor.username}, ${actor.apiKey}, ${at}, '[]', 'null'`;
    const columns = sql`(resource, record_id, code, action, actor, api_key, at, fields, record)`;
    if (sqlite) {
      await run(db, sql`insert into changes ${columns} select ${values} from ${table} t order by t.id`);
      continue;
    }
    // The lock's one-row scan joined to every row: taken before the first ID is drawn.
    const [range] = await rowsOf(
      db,
      sql`with fence as (select pg_advisory_xact_lock_shared(${lock}::bigint)),
        added as (
          insert into changes ${columns}
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
  if (sqlite) {
    last = Number((await rowsOf(db, sequence))[0]!.last);
    first = before + 1;
  }
  return last >= first ? { first, last, at, actor } : undefined;
}
