// Postgres: a lone change's webhook deliveries queued by the statement that appends it.
import { type SQL, sql } from 'drizzle-orm';
import { type Change, eventType, type NewChange } from '../../../../domain/changes/change.js';
import { formatInstant } from '../../../../domain/shared/instant.js';
import { QUEUED, queuedDeliveries, queuedParameters } from './event-payload.js';

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
   * The statement's tail after `entry` (a CTE returning every column of the appended row): the
   * deliveries, then the entry's ID and how many were queued. Its parameters, in order, are
   * `parameters(change)`.
   */
  tail(change: NewChange): SQL {
    return sql`${queuedDeliveries(eventType(change), formatInstant(change.at))} select entry.id, ${QUEUED} from entry`;
  }

  /** `tail`'s parameters in the order it binds them. */
  parameters(change: NewChange): unknown[] {
    return queuedParameters(eventType(change), formatInstant(change.at));
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
