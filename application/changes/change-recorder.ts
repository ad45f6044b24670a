import {
  BOOKKEEPING_FIELDS,
  type ChangeAction,
  type ChangeActor,
  type ChangedResource,
  changedFields,
  type NewChange,
} from '../../domain/changes/change.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { ChangeLog } from './ports/change-log.js';
import type { ChangeOutbox } from './ports/change-outbox.js';
import type { ChangeSignal } from './ports/change-signal.js';
import type { RecordPresenter } from './ports/record-presenter.js';
import type { WriteLog } from './ports/write-log.js';

/** A stored record: what a write use case holds before or after the write. */
export interface WrittenRecord {
  readonly id: number;
  /** Absent for a kind without codes (contacts). */
  readonly code?: string;
}

/** One record's write: the record before (none for a create) and after (none for an archive or delete). */
export interface RecordWrite<R extends WrittenRecord> {
  readonly before?: R;
  readonly after?: R;
}

/**
 * Keeps the change log of every record write (docs/api/changes.md). Called by a write use case
 * inside its unit of work, after the write: the entries, and the outboxes' work for them (webhook
 * deliveries), commit or roll back with it; readers are told once it has committed.
 */
export class ChangeRecorder {
  constructor(
    private readonly log: ChangeLog,
    private readonly presenter: RecordPresenter,
    private readonly outboxes: readonly ChangeOutbox[],
    private readonly signal: ChangeSignal,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async record<R extends WrittenRecord>(
    resource: ChangedResource,
    action: ChangeAction,
    writes: readonly RecordWrite<R>[],
    by: Actor,
  ): Promise<void> {
    if (writes.length === 0) return;
    await this.append(this.entries(resource, action, writes, by));
  }

  /**
   * The log of a write to hand to the store with it (`WriteLog`): each stored record's entry,
   * the one in `before` with its ID as the record before the write (none for a create).
   */
  writeLog<R extends WrittenRecord>(
    resource: ChangedResource,
    action: ChangeAction,
    by: Actor,
    before: readonly R[] = [],
  ): WriteLog<R> {
    const was = new Map(before.map((record) => [record.id, record]));
    const entries = (stored: readonly R[]) =>
      this.entries(
        resource,
        action,
        stored.map((after) => ({ before: was.get(after.id), after })),
        by,
      );
    return {
      entries,
      append: async (stored) => {
        if (stored.length > 0) await this.append(entries(stored));
      },
      written: () => this.notifyAfterCommit(),
    };
  }

  private entries<R extends WrittenRecord>(
    resource: ChangedResource,
    action: ChangeAction,
    writes: readonly RecordWrite<R>[],
    by: Actor,
  ): NewChange[] {
    const at = this.clock.now();
    const actor = changeActor(by);
    return writes.map(({ before, after }): NewChange => {
      const subject = (after ?? before)!;
      const was = before && this.presenter.present(resource, before);
      const now = after && this.presenter.present(resource, after);
      // A create's fields are its record's: the entry holds them once (`fieldChanges`).
      const fields = was && now ? changedFields(was, now, BOOKKEEPING_FIELDS) : [];
      return {
        resource,
        recordId: subject.id,
        code: subject.code ?? null,
        action,
        actor,
        at,
        fields,
        record: (now ?? was)!,
      };
    });
  }

  /**
   * A write of links the record's API representation does not show (a badge's contacts): one
   * `updated` entry whose changes name `field` when its values differ, as sorted IDs.
   */
  async recordLinks<R extends WrittenRecord>(
    resource: ChangedResource,
    record: R,
    field: string,
    before: readonly number[],
    after: readonly number[],
    by: Actor,
  ): Promise<void> {
    const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
    await this.append([
      {
        resource,
        recordId: record.id,
        code: record.code ?? null,
        action: 'updated',
        actor: changeActor(by),
        at: this.clock.now(),
        fields: changedFields({ [field]: sorted(before) }, { [field]: sorted(after) }, BOOKKEEPING_FIELDS),
        record: this.presenter.present(resource, record),
      },
    ]);
  }

  /** An import's upsert by code: `before` holds the stored ones it replaced, the rest (a code-less kind's all) it created. */
  async recordUpserts<R extends WrittenRecord>(
    resource: ChangedResource,
    before: readonly R[],
    written: readonly R[],
    by: Actor,
  ): Promise<void> {
    const replaced = new Map(before.map((record) => [record.code, record]));
    const updated = written.filter((record) => replaced.has(record.code));
    const created = written.filter((record) => !replaced.has(record.code));
    await this.record(
      resource,
      'updated',
      updated.map((after) => ({ before: replaced.get(after.code)!, after })),
      by,
    );
    await this.record(
      resource,
      'created',
      created.map((after) => ({ after })),
      by,
    );
  }

  /**
   * A restore's entries (docs/adr/0058-a-restore-logs-every-record-it-writes.md): one `restored`
   * per record the running unit of work stored, written and queued for webhooks set-wise.
   */
  async recordRestore(by: Actor): Promise<void> {
    const restored = await this.log.appendRestored(changeActor(by), this.clock.now());
    if (!restored) return;
    for (const outbox of this.outboxes) await outbox.enqueueRestored(restored);
    this.notifyAfterCommit();
  }

  private async append(entries: readonly NewChange[]): Promise<void> {
    const appended = await this.log.append(entries);
    for (const outbox of this.outboxes) await outbox.enqueue(appended);
    this.notifyAfterCommit();
  }

  /** Readers of the log (the feed) are told once the entries are committed, never before. */
  private notifyAfterCommit(): void {
    this.unitOfWork.afterCommit(() => this.signal.notify());
  }
}

/** A key acts for its owner: the entry names both. */
function changeActor(actor: Actor): ChangeActor {
  return { username: actor.username, apiKey: actor.apiKeyName ?? null };
}
