// The parameters of the webhook list and of a webhook's delivery log (docs/api/webhooks.md).
import { z } from '@hono/zod-openapi';
import type { DeliveryFilter } from '../../../application/webhooks/delivery-listing.js';
import { WEBHOOK_SORT_KEYS, type WebhookFilter } from '../../../application/webhooks/webhook-listing.js';
import { FlagValue, filterParameter, listParameters } from '../listing/list-parameters.js';

export const webhookListParameters = listParameters(
  Object.keys(WEBHOOK_SORT_KEYS),
  {
    paused: filterParameter(FlagValue, 'paused', 'true: the paused subscriptions; false: the running ones'),
  },
  'id',
);

export function webhookFilter(params: z.output<typeof webhookListParameters>): WebhookFilter {
  return { paused: params.paused };
}

/** Paging by ID (sort `-id`: newest first), a status filter; no search. */
export const deliveryListParameters = listParameters(
  ['id'],
  {
    status: filterParameter(
      z.enum(['pending', 'delivered', 'failed']),
      'status',
      'Only the deliveries of this status',
    ),
  },
  'id',
).omit({ q: true });

export function deliveryFilter(
  webhookId: number,
  params: z.output<typeof deliveryListParameters>,
): DeliveryFilter {
  return { webhookId, status: params.status };
}
