// Webhook subscriptions on Drizzle: a row each, and a row per event type it takes.
import { asc, eq } from 'drizzle-orm';
import type { WebhookRepository } from '../../../../application/webhooks/ports/webhook.repository.js';
import { EVENT_TYPES } from '../../../../domain/changes/change.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import { ALL_EVENTS, type NewWebhook, type Webhook } from '../../../../domain/webhooks/webhook.js';
import { loadedWebhookListing } from '../../memory/webhooks/loaded-webhook-listing.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';

export class DrizzleWebhookRepository implements WebhookRepository {
  readonly listing = loadedWebhookListing(() => this.read(this.gateway.reader()));

  constructor(private readonly gateway: DrizzleGateway) {}

  private get tables() {
    return this.gateway.tables;
  }

  create(webhook: NewWebhook): Promise<Webhook> {
    const { webhooks } = this.tables;
    const { events: _events, ...row } = webhook;
    return this.gateway.write(async (db) => {
      const [inserted] = await db.insert(webhooks).values(row).returning({ id: webhooks.id });
      const id = Number(inserted!.id);
      await this.writeEvents(db, id, webhook.events);
      return { ...webhook, id };
    });
  }

  async find(id: number): Promise<Webhook | undefined> {
    const [webhook] = await this.read(this.gateway.reader(), id);
    return webhook;
  }

  save(webhook: Webhook): Promise<boolean> {
    const { webhooks, webhookEvents } = this.tables;
    return this.gateway.write(async (db) => {
      const written = await db
        .update(webhooks)
        .set({
          url: webhook.url,
          description: webhook.description,
          paused: webhook.paused,
          pausedReason: webhook.pausedReason,
          updatedAt: webhook.updatedAt,
        })
        .where(eq(webhooks.id, webhook.id))
        .returning({ id: webhooks.id });
      if (written.length === 0) return false;
      await db.delete(webhookEvents).where(eq(webhookEvents.webhookId, webhook.id));
      await this.writeEvents(db, webhook.id, webhook.events);
      return true;
    });
  }

  delete(id: number): Promise<boolean> {
    const { webhooks } = this.tables;
    return this.gateway.write(async (db) => {
      // Its event types and deliveries go with it (ON DELETE CASCADE).
      const deleted = await db.delete(webhooks).where(eq(webhooks.id, id)).returning({ id: webhooks.id });
      return deleted.length > 0;
    });
  }

  async pause(id: number, reason: string, at: Instant): Promise<void> {
    const { webhooks } = this.tables;
    await this.gateway.write((db) =>
      db
        .update(webhooks)
        .set({ paused: true, pausedReason: reason, updatedAt: at })
        .where(eq(webhooks.id, id)),
    );
  }

  private async writeEvents(db: Db, webhookId: number, events: readonly string[]): Promise<void> {
    await db.insert(this.tables.webhookEvents).values(events.map((eventType) => ({ webhookId, eventType })));
  }

  /** Every subscription in ID order, or the one of `id`. */
  private async read(db: Db, id?: number): Promise<Webhook[]> {
    const { webhooks, webhookEvents } = this.tables;
    const rows = await db
      .select()
      .from(webhooks)
      .where(id === undefined ? undefined : eq(webhooks.id, id))
      .orderBy(asc(webhooks.id));
    if (rows.length === 0) return [];
    const events = await db
      .select()
      .from(webhookEvents)
      .where(id === undefined ? undefined : eq(webhookEvents.webhookId, id));
    const byWebhook = new Map<number, string[]>();
    for (const event of events) {
      const list = byWebhook.get(Number(event.webhookId)) ?? [];
      list.push(event.eventType);
      byWebhook.set(Number(event.webhookId), list);
    }
    return rows.map((row) => ({
      id: Number(row.id),
      url: row.url,
      events: orderedEvents(byWebhook.get(Number(row.id)) ?? []),
      description: row.description,
      secret: row.secret,
      paused: row.paused,
      pausedReason: row.pausedReason,
      createdAt: instantFromMicros(Number(row.createdAt)),
      updatedAt: instantFromMicros(Number(row.updatedAt)),
    }));
  }
}

/** In catalogue order, as they were checked: rows come back in any order. */
function orderedEvents(events: readonly string[]): string[] {
  return events.includes(ALL_EVENTS) ? [ALL_EVENTS] : EVENT_TYPES.filter((type) => events.includes(type));
}
