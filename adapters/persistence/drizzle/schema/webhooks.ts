// Webhook subscriptions and their outbox of deliveries (docs/api/webhooks.md, docs/adr/0066-webhooks-from-an-outbox.md).
import type { DialectKit } from './dialect-kit.js';

export function webhooksTables(k: DialectKit) {
  const { table, generatedId, id, micros, text, integer, boolean, index, uniqueIndex, primaryKey } = k;
  const webhooks = table('webhooks', {
    id: generatedId('id'),
    url: text('url').notNull(),
    description: text('description'),
    secret: text('secret').notNull(),
    paused: boolean('paused').notNull().default(false),
    pausedReason: text('paused_reason'),
    createdAt: micros('created_at').notNull(),
    updatedAt: micros('updated_at').notNull(),
  });

  /** One row per event type a subscription takes (`*` for all): the outbox joins on it. */
  const webhookEvents = table(
    'webhook_events',
    {
      webhookId: id('webhook_id')
        .notNull()
        .references(() => webhooks.id, { onDelete: 'cascade' }),
      eventType: text('event_type').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.webhookId, t.eventType] }),
      index('webhook_events_type_idx').on(t.eventType),
    ],
  );

  const webhookDeliveries = table(
    'webhook_deliveries',
    {
      id: generatedId('id'),
      webhookId: id('webhook_id')
        .notNull()
        .references(() => webhooks.id, { onDelete: 'cascade' }),
      changeId: id('change_id').notNull(),
      eventType: text('event_type').notNull(),
      payload: text('payload').notNull(),
      status: text('status').notNull(),
      attempts: integer('attempts').notNull().default(0),
      firstAttemptAt: micros('first_attempt_at'),
      lastAttemptAt: micros('last_attempt_at'),
      lastDurationMs: integer('last_duration_ms'),
      lastResponseStatus: integer('last_response_status'),
      lastError: text('last_error'),
      nextAttemptAt: micros('next_attempt_at'),
      lockedUntil: micros('locked_until'),
      createdAt: micros('created_at').notNull(),
    },
    (t) => [
      uniqueIndex('webhook_deliveries_change_idx').on(t.webhookId, t.changeId),
      index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
      index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
    ],
  );
  return { webhooks, webhookEvents, webhookDeliveries };
}
