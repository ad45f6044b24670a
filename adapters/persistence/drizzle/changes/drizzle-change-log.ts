// The change log on Drizzle: the changes table, written in the caller's transaction.
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { ChangeLog } from '../../../../application/changes/ports/change-log.js';
import type { Change, ChangedResource, NewChange } from '../../../../domain/changes/change.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { chunks, rowsPerStatement } from '../chunks.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { changeRow, fromChangeRow } from './change-rows.js';

/**
 * On Postgres, sequence values are drawn when rows are inserted, not when they commit: a
 * transaction could take ID 11, commit after another took 12, and a reader that had seen 12
 * would never read 11. Appends hold this lock until their transaction ends, so IDs commit in
 * order. Appending is the last step of a write: the lock is held for the commit only.
 */
const COMMIT_ORDER_LOCK = 0x6368616e67;
const ROWS_PER_INSERT = rowsPerStatement(10);

export class DrizzleChangeLog implements ChangeLog {
  constructor(private readonly gateway: DrizzleGateway) {}

  append(changes: readonly NewChange[]): Promise<Change[]> {
    if (changes.length === 0) return Promise.resolve([]);
    const table = this.gateway.tables.changes;
    return this.gateway.write(async (db) => {
      if (this.gateway.dialect === 'postgres')
        await db.execute(sql`select pg_advisory_xact_lock(${COMMIT_ORDER_LOCK}::bigint)`);
      const appended: Change[] = [];
      for (const batch of chunks(changes, ROWS_PER_INSERT)) {
        const ids = await db.insert(table).values(batch.map(changeRow)).returning({ id: table.id });
        for (const [index, change] of batch.entries()) appended.push({ ...change, id: ids[index]!.id });
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

  async after(after: number, limit: number) {
    const table = this.gateway.tables.changes;
    const rows = await this.gateway
      .reader()
      .select()
      .from(table)
      .where(gt(table.id, after))
      .orderBy(asc(table.id))
      .limit(limit);
    return rows.map(fromChangeRow);
  }

  async latest(): Promise<number> {
    const table = this.gateway.tables.changes;
    const [row] = await this.gateway
      .reader()
      .select({ id: table.id })
      .from(table)
      .orderBy(desc(table.id))
      .limit(1);
    return row?.id ?? 0;
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
}
