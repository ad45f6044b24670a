import type { Instant } from '../../../domain/shared/instant.js';
import type { Delivery, DeliveryStatus } from '../../../domain/webhooks/delivery.js';
import type { ListingRepository } from '../../listing/ports/listing.repository.js';
import type { DeliveryFilter } from '../delivery-listing.js';

/** A delivery taken for one attempt, with what sending it needs. */
export interface ClaimedDelivery {
  readonly id: number;
  readonly webhookId: number;
  readonly attempts: number;
  readonly firstAttemptAt: Instant | null;
  /** Exactly the body to send: the change's event JSON. */
  readonly payload: string;
  readonly url: string;
  readonly secret: string;
  /** Until when this instance holds it; recording the attempt needs the same lease. */
  readonly lease: Instant;
}

/** What one attempt came to. */
export interface AttemptRecord {
  readonly status: DeliveryStatus;
  readonly at: Instant;
  readonly firstAttemptAt: Instant;
  readonly durationMs: number;
  readonly responseStatus: number | null;
  readonly error: string | null;
  readonly nextAttemptAt: Instant | null;
}

export interface RecordedAttempt {
  readonly delivery: ClaimedDelivery;
  readonly attempt: AttemptRecord;
}

/** The deliveries waiting to be sent, and their log (docs/api/webhooks.md#delivery-log). */
export interface DeliveryQueue {
  readonly listing: ListingRepository<Delivery, 'id', DeliveryFilter>;
  /**
   * Takes at most `limit` pending deliveries due by `now`, of running subscriptions, that no
   * instance holds: each is held until `leaseUntil`, then taken again if its attempt was never
   * recorded (the instance died). Two instances never hold one delivery at the same time.
   */
  claim(now: Instant, leaseUntil: Instant, limit: number): Promise<ClaimedDelivery[]>;
  /**
   * Records attempts, in one transaction, and lets go of their deliveries; each is ignored when
   * its lease was lost meanwhile.
   */
  record(attempts: readonly RecordedAttempt[]): Promise<void>;
  find(webhookId: number, deliveryId: number): Promise<Delivery | undefined>;
  /** Pending again from `now`, with a new day of retries; false when there is no such delivery. */
  requeue(webhookId: number, deliveryId: number, now: Instant): Promise<boolean>;
  /** Deletes at most `limit` delivered or failed deliveries queued before `before`; how many. */
  prune(before: Instant, limit: number): Promise<number>;
  /** Pending deliveries, and when the oldest of them was queued. */
  backlog(): Promise<{ readonly pending: number; readonly oldestQueuedAt: Instant | null }>;
}
