import { z } from '@hono/zod-openapi';
import { EVENT_TYPES } from '../../../domain/changes/change.js';
import { formatInstant } from '../../../domain/shared/instant.js';
import type { Delivery } from '../../../domain/webhooks/delivery.js';
import { MAX_DESCRIPTION_LENGTH, type Webhook } from '../../../domain/webhooks/webhook.js';
import { MAX_URL_LENGTH } from '../../../domain/webhooks/webhook-url.js';

const Url = z.string().max(MAX_URL_LENGTH).openapi({
  description:
    'http or https, with a host that is, and resolves to, a public address (docs/api/webhooks.md#addresses)',
  example: 'https://hooks.example.com/task-service',
});

const Events = z
  .array(z.string().max(64))
  .max(EVENT_TYPES.length + 1)
  .openapi({
    description: `Event types to receive, or ["*"] for every one. Known types: ${EVENT_TYPES.join(', ')}`,
    example: ['task.created', 'task.updated'],
  });

const Description = z
  .string()
  .max(MAX_DESCRIPTION_LENGTH)
  .nullable()
  .openapi({
    description: `What the subscription is for; at most ${MAX_DESCRIPTION_LENGTH} characters`,
    example: 'Ticketing sync',
  });

const EXAMPLE_TIME = '2026-11-27T14:30:00.000000Z';

const EXAMPLE = {
  id: 1,
  url: 'https://hooks.example.com/task-service',
  events: ['task.created', 'task.updated'],
  description: 'Ticketing sync',
  paused: false,
  pausedReason: null,
  createdAt: EXAMPLE_TIME,
  updatedAt: EXAMPLE_TIME,
};
const EXAMPLE_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwlO5Lr6Cw2WQ=';

export const WebhookResponse = z
  .object({
    id: z.number().int(),
    url: z.string(),
    events: z.array(z.string()),
    description: z.string().nullable(),
    paused: z.boolean().openapi({ description: 'Paused subscriptions queue nothing and send nothing' }),
    pausedReason: z
      .string()
      .nullable()
      .openapi({ description: 'Why the service paused it (the receiver answered 410); null otherwise' }),
    createdAt: z.string().openapi({ example: EXAMPLE_TIME }),
    updatedAt: z.string().openapi({ example: EXAMPLE_TIME }),
  })
  .openapi('Webhook', { example: EXAMPLE });

export const CreatedWebhookResponse = WebhookResponse.extend({
  secret: z.string().openapi({
    description: 'The signing secret, `whsec_` and the base64 key: shown in this answer only',
    example: EXAMPLE_SECRET,
  }),
}).openapi('CreatedWebhook', { example: { ...EXAMPLE, secret: EXAMPLE_SECRET } });

export function toWebhookResponse(webhook: Webhook): z.infer<typeof WebhookResponse> {
  return {
    id: webhook.id,
    url: webhook.url,
    events: [...webhook.events],
    description: webhook.description,
    paused: webhook.paused,
    pausedReason: webhook.pausedReason,
    createdAt: formatInstant(webhook.createdAt),
    updatedAt: formatInstant(webhook.updatedAt),
  };
}

export const CreateWebhookRequest = z
  .strictObject({ url: Url, events: Events, description: Description.optional() })
  .openapi('CreateWebhookRequest', {
    example: { url: 'https://hooks.example.com/task-service', events: ['task.created'], description: null },
  });

export const WebhookPatch = z
  .strictObject({
    url: Url.optional(),
    events: Events.optional(),
    description: Description.optional(),
    paused: z.boolean().optional().openapi({ description: 'true pauses it; false resumes it' }),
  })
  .openapi('WebhookPatch', {
    description: 'The properties to change (JSON Merge Patch); a null description clears it',
    example: { paused: false },
  });

export const DeliveryResponse = z
  .object({
    id: z.number().int(),
    eventType: z.string().openapi({ example: 'task.created' }),
    changeId: z.number().int(),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int().openapi({ description: 'Since it was queued (or redelivered)' }),
    lastResponseStatus: z.number().int().nullable().openapi({ description: 'The receiver’s HTTP status' }),
    lastError: z
      .string()
      .nullable()
      .openapi({ description: 'Why no answer came (timeout, refused address…)', example: null }),
    lastAttemptAt: z.string().nullable(),
    lastDurationMs: z.number().int().nullable(),
    nextAttemptAt: z.string().nullable().openapi({ description: 'Null once delivered or failed' }),
    createdAt: z.string(),
  })
  .openapi('WebhookDelivery', {
    example: {
      id: 7,
      eventType: 'task.created',
      changeId: 42,
      status: 'delivered',
      attempts: 1,
      lastResponseStatus: 200,
      lastError: null,
      lastAttemptAt: EXAMPLE_TIME,
      lastDurationMs: 35,
      nextAttemptAt: null,
      createdAt: EXAMPLE_TIME,
    },
  });

const instantOrNull = (instant: Delivery['lastAttemptAt']) =>
  instant === null ? null : formatInstant(instant);

export function toDeliveryResponse(delivery: Delivery): z.infer<typeof DeliveryResponse> {
  return {
    id: delivery.id,
    eventType: delivery.eventType,
    changeId: delivery.changeId,
    status: delivery.status,
    attempts: delivery.attempts,
    lastResponseStatus: delivery.lastResponseStatus,
    lastError: delivery.lastError,
    lastAttemptAt: instantOrNull(delivery.lastAttemptAt),
    lastDurationMs: delivery.lastDurationMs,
    nextAttemptAt: instantOrNull(delivery.nextAttemptAt),
    createdAt: formatInstant(delivery.createdAt),
  };
}
