// The webhook deliveries in memory: one instance, so a lease only guards against its own rounds.
import { deliveryListing, matchesDeliveryFilter } from '../../../../application/webhooks/delivery-listing.js';
import type {
  ClaimedDelivery,
  DeliveryQueue,
  RecordedAttempt,
} from '../../../../application/webhooks/ports/delivery-queue.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import type { Delivery } from '../../../../domain/webhooks/delivery.js';
import type { Webhook } from '../../../../domain/webhooks/webhook.js';
import { memoryListing } from '../listing/memory-listing.js';
import type { MemoryStore } from '../memory-store.js';
import { type DeliveryRow, WEBHOOK_DELIVERIES, WEBHOOKS } from './memory-webhook-tables.js';

export class MemoryDeliveryQueue implements DeliveryQueue {
  readonly listing = memoryListing(
    {
      rows: () => [...this.rows().values()].map(toDelivery),
      matches: matchesDeliveryFilter,
      searchText: () => '',
    },
    deliveryListing,
  );

  constructor(private readonly store: MemoryStore) {}

  private rows() {
    return this.store.rows<DeliveryRow>(WEBHOOK_DELIVERIES);
  }

  claim(now: Instant, leaseUntil: Instant, limit: number): Promise<ClaimedDelivery[]> {
    return this.store.write(() => {
      const webhooks = this.store.rows<Webhook>(WEBHOOKS);
      const due = [...this.rows().values()]
        .filter(
          (row) =>
            row.status === 'pending' &&
            row.nextAttemptAt !== null &&
            row.nextAttemptAt <= now &&
            (row.lockedUntil === null || row.lockedUntil <= now) &&
            webhooks.get(row.webhookId)?.paused === false,
        )
        .sort((a, b) => (a.nextAttemptAt ?? 0) - (b.nextAttemptAt ?? 0) || a.id - b.id)
        .slice(0, limit);
      const rows = this.store.mutable<DeliveryRow>(WEBHOOK_DELIVERIES);
      return due.map((row) => {
        rows.set(row.id, { ...row, lockedUntil: leaseUntil });
        const webhook = webhooks.get(row.webhookId)!;
        return {
          id: row.id,
          webhookId: row.webhookId,
          attempts: row.attempts,
          firstAttemptAt: row.firstAttemptAt,
          payload: row.payload,
          url: webhook.url,
          secret: webhook.secret,
          lease: leaseUntil,
        };
      });
    });
  }

  async record(attempts: readonly RecordedAttempt[]): Promise<void> {
    await this.store.write(() => {
      const rows = this.store.mutable<DeliveryRow>(WEBHOOK_DELIVERIES);
      for (const { delivery, attempt } of attempts) {
        const row = rows.get(delivery.id);
        if (!row || row.lockedUntil !== delivery.lease) continue;
        rows.set(row.id, {
          ...row,
          status: attempt.status,
          attempts: row.attempts + 1,
          firstAttemptAt: attempt.firstAttemptAt,
          lastAttemptAt: attempt.at,
          lastDurationMs: attempt.durationMs,
          lastResponseStatus: attempt.responseStatus,
          lastError: attempt.error,
          nextAttemptAt: attempt.nextAttemptAt,
          lockedUntil: null,
        });
      }
    });
  }

  async find(webhookId: number, deliveryId: number): Promise<Delivery | undefined> {
    const row = this.rows().get(deliveryId);
    return row?.webhookId === webhookId ? toDelivery(row) : undefined;
  }

  requeue(webhookId: number, deliveryId: number, now: Instant): Promise<boolean> {
    return this.store.write(() => {
      const rows = this.store.mutable<DeliveryRow>(WEBHOOK_DELIVERIES);
      const row = rows.get(deliveryId);
      if (row?.webhookId !== webhookId) return false;
      rows.set(row.id, {
        ...row,
        status: 'pending',
        attempts: 0,
        firstAttemptAt: null,
        nextAttemptAt: now,
        lockedUntil: null,
      });
      return true;
    });
  }

  prune(before: Instant, limit: number): Promise<number> {
    return this.store.write(() => {
      const rows = this.store.mutable<DeliveryRow>(WEBHOOK_DELIVERIES);
      const old = [...rows.values()]
        .filter((row) => row.status !== 'pending' && row.createdAt < before)
        .sort((a, b) => a.id - b.id)
        .slice(0, limit);
      for (const row of old) rows.delete(row.id);
      return old.length;
    });
  }

  async backlog(): Promise<{ pending: number; oldestQueuedAt: Instant | null }> {
    const pending = [...this.rows().values()].filter((row) => row.status === 'pending');
    const oldest = pending.reduce<Instant | null>(
      (min, row) => (min === null || row.createdAt < min ? row.createdAt : min),
      null,
    );
    return { pending: pending.length, oldestQueuedAt: oldest };
  }
}

function toDelivery({ payload: _payload, lockedUntil: _lockedUntil, ...delivery }: DeliveryRow): Delivery {
  return delivery;
}
