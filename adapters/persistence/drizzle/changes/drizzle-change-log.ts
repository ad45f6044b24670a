// The change log on Drizzle: the changes table, written in the caller's transaction.
import { and, asc, desc, eq, gt, inArray, lt, lte } from 'drizzle-orm';
import type { ChangeLog, RestoredEntries } from '../../../../application/changes/ports/change-log.js';
import type { Change, ChangeActor, ChangedResource, NewChange } from '../../../../domain/changes/change.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { chunks, rowsPerStatement } from '../chunks.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import type { AppendChange, AppendChanges } from './change-appends.js';
import { changeRow, fromChangeRow } from './change-rows.js';
import { appendRestored } from './restored-entries.js';

const ROWS_PER_INSERT = rowsPerStatement(10);

export class DrizzleChangeLog implements ChangeLog {
  /** `appendOne`: the dialect's way with a lone change, when it has one of its own. */
  constructor(
    private readonly gateway: DrizzleGateway,
    private readonly appendRows: AppendChanges,
    private readonly appendOne?: AppendChange,
  ) {}

  append(changes: readonly NewChange[]): Promise<Change[]> {
    if (changes.length === 0) return Promise.resolve([]);
    const appendOne = this.appendOne;
    if (appendOne && changes.length === 1)
      return this.gateway.write(async () => [await appendOne(changes[0]!)]);
    return this.gateway.write(async () => {
      const appended: Change[] = [];
      for (const batch of chunks(changes, ROWS_PER_INSERT)) {
        const ids = await this.appendRows(batch.map(changeRow));
        for (const [index, change] of batch.entries()) appended.push({ ...change, id: ids[index]! });
      }
      return appended;
    });
  }

  appendRestored(actor: ChangeActor, at: Instant): Promise<RestoredEntries | undefined> {
    return this.gateway.write((db) => appendRestored(this.gateway, db, actor, at));
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

  /**
   * The oldest `limit` entries by ID, whose order the times follow, up to the first young one. A
   * filter on the time would walk the whole log when nothing is old enough: a second's stall on
   * SQLite at a million entries, every hour.
   */
  prune(before: Instant, limit: number): Promise<number> {
    const table = this.gateway.tables.changes;
    return this.gateway.write(async (db) => {
      const oldest = await db
        .select({ id: table.id, at: table.at })
        .from(table)
        .orderBy(asc(table.id))
        .limit(limit);
      const young = oldest.findIndex((entry) => entry.at >= before);
      const old = young === -1 ? oldest : oldest.slice(0, young);
      return this.deleteIds(
        db,
        old.map((entry) => entry.id),
      );
    });
  }

  /** A walk down the primary key from the newest, `keep` entries long: on SQLite, off the event loop. */
  async newestBeyond(keep: number): Promise<number> {
    const table = this.gateway.tables.changes;
    const db = this.gateway.reader();
    const selection = { id: table.id };
    const query = db.select(selection).from(table).orderBy(desc(table.id)).limit(1).offset(keep);
    const [row] = await this.gateway.selectRows(db, query, selection, 'long');
    return row?.id ?? 0;
  }

  pruneThrough(through: number, limit: number): Promise<number> {
    const table = this.gateway.tables.changes;
    return this.gateway.write(async (db) => {
      const old = await db
        .select({ id: table.id })
        .from(table)
        .where(lte(table.id, through))
        .orderBy(asc(table.id))
        .limit(limit);
      return this.deleteIds(
        db,
        old.map((row) => row.id),
      );
    });
  }

  private async deleteIds(db: Db, ids: readonly number[]): Promise<number> {
    if (ids.length > 0)
      await db.delete(this.gateway.tables.changes).where(inArray(this.gateway.tables.changes.id, [...ids]));
    return ids.length;
  }

  /** A read of entries no append under way can slip below (`Dialect.lockCommitOrder`). */
  private fenced<T>(read: (db: Db) => Promise<T>): Promise<T> {
    const lock = this.gateway.dialect.lockCommitOrder;
    if (!lock) return read(this.gateway.reader());
    return this.gateway.write(async (db) => {
      await lock(db);
      return read(db);
    });
  }
}
