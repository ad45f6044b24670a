// Webhook subscriptions in memory; deleting one drops its deliveries, as ON DELETE CASCADE does.
import type { WebhookRepository } from '../../../../application/webhooks/ports/webhook.repository.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import type { NewWebhook, Webhook } from '../../../../domain/webhooks/webhook.js';
import type { MemoryStore } from '../memory-store.js';
import { loadedWebhookListing } from './loaded-webhook-listing.js';
import { type DeliveryRow, WEBHOOK_DELIVERIES, WEBHOOKS } from './memory-webhook-tables.js';

export class MemoryWebhookRepository implements WebhookRepository {
  readonly listing = loadedWebhookListing(async () => [...this.store.rows<Webhook>(WEBHOOKS).values()]);

  constructor(private readonly store: MemoryStore) {}

  create(webhook: NewWebhook): Promise<Webhook> {
    return this.store.write(() => {
      const stored = { ...webhook, id: this.store.nextId(WEBHOOKS) };
      this.store.mutable<Webhook>(WEBHOOKS).set(stored.id, stored);
      return stored;
    });
  }

  async find(id: number): Promise<Webhook | undefined> {
    return this.store.rows<Webhook>(WEBHOOKS).get(id);
  }

  save(webhook: Webhook): Promise<boolean> {
    return this.store.write(() => {
      const rows = this.store.mutable<Webhook>(WEBHOOKS);
      const stored = rows.get(webhook.id);
      if (!stored) return false;
      rows.set(webhook.id, { ...webhook, secret: stored.secret, createdAt: stored.createdAt });
      return true;
    });
  }

  delete(id: number): Promise<boolean> {
    return this.store.write(() => {
      if (!this.store.mutable<Webhook>(WEBHOOKS).delete(id)) return false;
      const deliveries = this.store.mutable<DeliveryRow>(WEBHOOK_DELIVERIES);
      for (const [key, row] of deliveries) if (row.webhookId === id) deliveries.delete(key);
      return true;
    });
  }

  async pause(id: number, reason: string, at: Instant): Promise<void> {
    await this.store.write(() => {
      const rows = this.store.mutable<Webhook>(WEBHOOKS);
      const stored = rows.get(id);
      if (stored) rows.set(id, { ...stored, paused: true, pausedReason: reason, updatedAt: at });
    });
  }
}
