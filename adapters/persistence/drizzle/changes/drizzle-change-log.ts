// The change log on Drizzle: the changes table, written in the caller's transaction.
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { ChangeLog } from '../../../../application/changes/ports/change-log.js';
import type { Change, ChangedResource, NewChange } from '../../../../domain/changes/change.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { chunks, rowsPerStatement } from '../chunks.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { type AppendChanges, COMMIT_ORDER_LOCK } from './change-appends.js';
import { changeRow, fromChangeRow } from './change-rows.js';

const ROWS_PER_INSERT = rowsPerStatement(10);

export class DrizzleChangeLog implements ChangeLog {
  constructor(
    private readonly gateway: DrizzleGateway,
    private readonly appendRows: AppendChanges,
  ) {}

  append(changes: readonly NewChange[]): Promise<Change[]> {
    if (changes.length === 0) return Promise.resolve([]);
    return this.gateway.write(async () => {
      const appended: Change[] = [];
      for (const batch of chunks(changes, ROWS_PER_INSERT)) {
        const ids = await this.appendRows(batch.map(changeRow));
        for (const [index, change] of batch.entries()) appended.push({ ...change, id: ids[index]! });
      }
      return appended;
    });
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
    const table = this.gateway.tables.changes;
    return this.gateway.write(async (db) => {
      const old = await db
        .select({ id: table.id })
        .from(table)
        .where(lt(table.at, before))
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

  /** A read of entries no append under way can slip below (`COMMIT_ORDER_LOCK`); SQLite has one writer. */
  private fenced<T>(read: (db: Db) => Promise<T>): Promise<T> {
    if (this.gateway.dialect !== 'postgres') return read(this.gateway.reader());
    return this.gateway.write(async (db) => {
      await db.execute(sql`select pg_advisory_xact_lock(${COMMIT_ORDER_LOCK}::bigint)`);
      return read(db);
    });
  }
}
