// Postgres: a lone change's webhook deliveries queued by the statement that appends it.
import { type SQL, sql } from 'drizzle-orm';
import { type Change, eventType, type NewChange } from '../../../../domain/changes/change.js';
import { changeEvent } from '../../../../domain/changes/change-event.js';

/** Where a payload's change ID goes: the entry's ID is the database's, drawn by the same statement. */
const CHANGE_ID = '"changeId":0';

/**
 * A write of one record appends one entry. Its deliveries, an `insert … select` of the running
 * subscriptions that take its event type, ride in the entry's own statement instead of a read of
 * the wanted types and an insert of their own: two round trips fewer for every single write
 * (docs/adr/0068-one-change-log-written-with-the-write.md). The outbox skips the changes queued
 * here; batches (imports) still go through it, serialized only when someone takes them.
 */
export class InlineDeliveries {
  private readonly queued = new WeakSet<Change>();

  /**
   * The statement's tail after `entry` (a CTE returning the appended `id`): the deliveries, then
   * the entry's ID and how many were queued. Its parameters, in order, are `parameters(change)`.
   */
  tail(change: NewChange): SQL {
    const [type, prefix, suffix] = this.parameters(change);
    return sql`, queued as (
        insert into webhook_deliveries
          (webhook_id, change_id, event_type, payload, status, attempts, next_attempt_at, created_at)
        select e.webhook_id, entry.id, cast(${type} as text), cast(${prefix} as text) || entry.id || cast(${suffix} as text),
          'pending', 0, ${change.at}::bigint, ${change.at}::bigint
        from entry
        join webhook_events e on e.event_type = cast(${type} as text) or e.event_type = '*'
        join webhooks w on w.id = e.webhook_id and w.paused = false
        for key share of w
        returning 1)
      select entry.id, (select count(*) from queued)::int as queued from entry`;
  }

  /** `tail`'s parameters in the order it binds them. */
  parameters(change: NewChange): unknown[] {
    const type = eventType(change);
    const payload = JSON.stringify(changeEvent({ ...change, id: 0 }));
    const at = payload.indexOf(CHANGE_ID) + CHANGE_ID.length - 1;
    return [type, payload.slice(0, at), payload.slice(at + 1), change.at, change.at, type];
  }

  /** The appended change had its deliveries queued by its own statement. */
  mark(change: Change): void {
    this.queued.add(change);
  }

  /** The changes of `changes` the outbox still has to queue. */
  pending(changes: readonly Change[]): readonly Change[] {
    return changes.some((change) => this.queued.has(change))
      ? changes.filter((change) => !this.queued.has(change))
      : changes;
  }
}
