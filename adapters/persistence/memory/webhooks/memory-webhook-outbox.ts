// The webhook outbox in memory: a delivery per change and running subscription that takes its event.
import type { RestoredEntries } from '../../../../application/changes/ports/change-log.js';
import type { ChangeOutbox } from '../../../../application/changes/ports/change-outbox.js';
import type { ChangeSignal } from '../../../../application/changes/ports/change-signal.js';
import type { Change } from '../../../../domain/changes/change.js';
import { eventType } from '../../../../domain/changes/change.js';
import { changeEvent } from '../../../../domain/changes/change-event.js';
import { ALL_EVENTS, type Webhook } from '../../../../domain/webhooks/webhook.js';
import type { MemoryChangeLog } from '../changes/memory-change-log.js';
import type { MemoryStore } from '../memory-store.js';
import { type DeliveryRow, WEBHOOK_DELIVERIES, WEBHOOKS } from './memory-webhook-tables.js';

export class MemoryWebhookOutbox implements ChangeOutbox {
  /** `queued` is told after a commit that queued deliveries: the worker's wake. */
  constructor(
    private readonly store: MemoryStore,
    private readonly log: MemoryChangeLog,
    private readonly queued: ChangeSignal,
  ) {}

  enqueueRestored(entries: RestoredEntries): Promise<void> {
    return this.enqueue(this.log.restoring(entries));
  }

  async enqueue(changes: readonly Change[]): Promise<void> {
    const running = [...this.store.rows<Webhook>(WEBHOOKS).values()].filter((webhook) => !webhook.paused);
    if (running.length === 0 || changes.length === 0) return;
    let queued = false;
    await this.store.write(() => {
      const deliveries = this.store.mutable<DeliveryRow>(WEBHOOK_DELIVERIES);
      for (const change of changes) {
        const type = eventType(change);
        const takers = running.filter(
          (webhook) => webhook.events.includes(type) || webhook.events.includes(ALL_EVENTS),
        );
        if (takers.length === 0) continue;
        queued = true;
        const payload = JSON.stringify(changeEvent(change));
        for (const webhook of takers) {
          const id = this.store.nextId(WEBHOOK_DELIVERIES);
          deliveries.set(id, {
            id,
            webhookId: webhook.id,
            changeId: change.id,
            eventType: type,
            payload,
            status: 'pending',
            attempts: 0,
            firstAttemptAt: null,
            lastAttemptAt: null,
            lastDurationMs: null,
            lastResponseStatus: null,
            lastError: null,
            nextAttemptAt: change.at,
            lockedUntil: null,
            createdAt: change.at,
          });
        }
      }
    });
    if (queued) this.store.afterCommit(() => this.queued.notify());
  }
}
