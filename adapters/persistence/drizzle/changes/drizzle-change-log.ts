// The change log on Drizzle: the changes table, written in the caller's transaction.
import { and, asc, desc, eq, gt, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { ChangeLog, RestoredEntries } from '../../../../application/changes/ports/change-log.js';
import type { Change, ChangeActor, ChangedResource, NewChange } from '../../../../domain/changes/change.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { chunks, rowsPerStatement } from '../chunks.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { type ChangeRow, changeRow, fromChangeRow } from './change-rows.js';
import { appendRestored } from './restored-entries.js';

/**
 * On Postgres, sequence values are drawn when rows are inserted, not when they commit: a
 * transaction could take ID 11 and commit after another took 12, and a reader that had read up to
 * 12 would never read 11. Appends hold this lock shared until their transaction ends, so they do
 * not wait for one another; a reader takes it exclusively for the moment of its read, which waits
 * for the appends under way to end: every ID below what it reads has then committed or rolled back.
 */
const COMMIT_ORDER_LOCK = 0x6368616e67;
const ROWS_PER_INSERT = rowsPerStatement(10);

export class DrizzleChangeLog implements ChangeLog {
  constructor(private readonly gateway: DrizzleGateway) {}

  append(changes: readonly NewChange[]): Promise<Change[]> {
    if (changes.length === 0) return Promise.resolve([]);
    return this.gateway.write(async (db) => {
      const appended: Change[] = [];
      for (const batch of chunks(changes, ROWS_PER_INSERT)) {
        const ids = await (this.gateway.writeAlone ? this.appendLocked(batch) : this.insert(db, batch));
        for (const [index, change] of batch.entries()) appended.push({ ...change, id: ids[index]! });
      }
      return appended;
    });
  }

  appendRestored(actor: ChangeActor, at: Instant): Promise<RestoredEntries | undefined> {
    return this.gateway.write((db) => appendRestored(this.gateway, db, actor, at, COMMIT_ORDER_LOCK));
  }

  async history(resource: ChangedResource, recordId: number, limit: number, before?: number) {
    const table = this.gateway.tables.changes;
    const rows = await this.gateway
      .reader()
      .select()
      .from(table)
      .where(
        and(
          eq(table.resource, resource),
          eq(table.recordId, recordId),
          before === undefined ? undefined : lt(table.id, before),
        ),
      )
      .orderBy(desc(table.id))
      .limit(limit);
    return rows.map(fromChangeRow);
  }

  after(after: number, limit: number): Promise<Change[]> {
    const table = this.gateway.tables.changes;
    return this.fenced(async (db) => {
      const rows = await db
        .select()
        .from(table)
        .where(gt(table.id, after))
        .orderBy(asc(table.id))
        .limit(limit);
      return rows.map(fromChangeRow);
    });
  }

  latest(): Promise<number> {
    const table = this.gateway.tables.changes;
    return this.fenced(async (db) => {
      const [row] = await db.select({ id: table.id }).from(table).orderBy(desc(table.id)).limit(1);
      return row?.id ?? 0;
    });
  }

  /** Oldest first by ID, whose order the times follow: the scan stops at the first young entry. */
  prune(before: Instant, limit: number): Promise<number> {
    return this.deleteOldest(lt(this.gateway.tables.changes.at, before), limit);
  }

  /** A walk down the primary key from the newest, `keep` entries long. */
  async newestBeyond(keep: number): Promise<number> {
    const table = this.gateway.tables.changes;
    const [row] = await this.gateway
      .reader()
      .select({ id: table.id })
      .from(table)
      .orderBy(desc(table.id))
      .limit(1)
      .offset(keep);
    return row?.id ?? 0;
  }

  pruneThrough(through: number, limit: number): Promise<number> {
    return this.deleteOldest(lte(this.gateway.tables.changes.id, through), limit);
  }

  private deleteOldest(condition: SQL, limit: number): Promise<number> {
    const table = this.gateway.tables.changes;
    return this.gateway.write(async (db) => {
      const old = await db
        .select({ id: table.id })
        .from(table)
        .where(condition)
        .orderBy(asc(table.id))
        .limit(limit);
      if (old.length === 0) return 0;
      await db.delete(table).where(
        inArray(
          table.id,
          old.map((row) => row.id),
        ),
      );
      return old.length;
    });
  }

  private async insert(db: Db, batch: readonly NewChange[]): Promise<number[]> {
    const table = this.gateway.tables.changes;
    const rows = await db.insert(table).values(batch.map(changeRow)).returning({ id: table.id });
    return rows.map((row) => row.id);
  }

  /**
   * Postgres: one statement, the shared lock, then the rows. The lock's one-row scan is joined to
   * every row inserted, so it is taken before the first ID is drawn; the rows go in in the batch's
   * order, so their IDs, drawn one after the other, ascend in it. A single entry's statement is
   * prepared once and its text kept (`writeAlone`'s shape).
   */
  private async appendLocked(batch: readonly NewChange[]): Promise<number[]> {
    const rows = batch.map(changeRow);
    const build = () => {
      const values = sql.join(
        rows.map((row, index) => valuesOf(index, row)),
        sql`, `,
      );
      return sql`
        with fence as (select pg_advisory_xact_lock_shared(${COMMIT_ORDER_LOCK}::bigint))
        insert into changes (resource, record_id, code, action, actor, api_key, at, fields, record)
        select v.resource, v.record_id, v.code, v.action, v.actor, v.api_key, v.at, v.fields, v.record
        from fence, (values ${values}) as v(ord, resource, record_id, code, action, actor, api_key, at, fields, record)
        order by v.ord
        returning id`;
    };
    const shape =
      rows.length === 1
        ? { key: 'changes.append', params: [COMMIT_ORDER_LOCK, ...paramsOf(0, rows[0]!)] }
        : undefined;
    const result = await this.gateway.writeAlone!(build, shape);
    return result.map((row) => Number(row.id)).sort((a, b) => a - b);
  }

  /** A read of entries no append under way can slip below (the lock above); SQLite has one writer. */
  private fenced<T>(read: (db: Db) => Promise<T>): Promise<T> {
    if (this.gateway.dialect !== 'postgres') return read(this.gateway.reader());
    return this.gateway.write(async (db) => {
      await db.execute(sql`select pg_advisory_xact_lock(${COMMIT_ORDER_LOCK}::bigint)`);
      return read(db);
    });
  }
}

/** One row's parameters, in the order `valuesOf` binds them. */
function paramsOf(index: number, row: ChangeRow): unknown[] {
  return [
    index,
    row.resource,
    row.recordId,
    row.code,
    row.action,
    row.actor,
    row.apiKey,
    row.at,
    row.fields,
    row.record,
  ];
}

function valuesOf(index: number, row: ChangeRow): SQL {
  return sql`(${index}::int, ${row.resource}, ${row.recordId}::bigint, ${row.code}, ${row.action}, ${row.actor}, ${row.apiKey}, ${row.at}::bigint, ${row.fields}, ${row.record})`;
}
