import { z } from '@hono/zod-openapi';
import { LIST_HEADERS, listRoute } from '../listing/list-route.js';
import { IdParam, IdParams, jsonBody, jsonResponse, taggedRoutes } from '../openapi/common.js';
import { mergePatchBody } from '../shared/merge-patch-request.js';
import { deliveryListParameters, webhookListParameters } from './webhooks.list.js';
import {
  CreatedWebhookResponse,
  CreateWebhookRequest,
  DeliveryResponse,
  WebhookPatch,
  WebhookResponse,
} from './webhooks.schemas.js';

export const WEBHOOKS_PATH = '/api/v1/webhooks';
const TAG = 'Webhooks';
const route = taggedRoutes(TAG);
const ACCESS = 'webhooks:administer';

const DeliveryParams = z.object({
  id: IdParams.shape.id,
  deliveryId: IdParam.openapi({
    param: { name: 'deliveryId', in: 'path' },
    type: 'integer',
    minimum: 1,
    example: 7,
  }),
});

/** In mount order. */
export const webhookRoutes = {
  list: listRoute({
    operationId: 'listWebhooks',
    path: WEBHOOKS_PATH,
    tag: TAG,
    access: ACCESS,
    plural: 'webhooks',
    order: 'id',
    response: WebhookResponse,
    query: webhookListParameters,
  }),
  create: route('createWebhook', 'post', WEBHOOKS_PATH, {
    summary: 'Subscribe a URL to events',
    description:
      'The answer holds the signing secret, shown this once. An unknown event type, a URL that is not http(s) or whose host is or resolves to a private address is a 400 (docs/api/webhooks.md).',
    access: ACCESS,
    request: { body: jsonBody(CreateWebhookRequest) },
    responses: {
      201: {
        ...jsonResponse(CreatedWebhookResponse, 'The subscription, with its secret'),
        headers: { Location: { description: 'Path of the subscription', schema: { type: 'string' } } },
      },
    },
  }),
  get: route('getWebhook', 'get', `${WEBHOOKS_PATH}/{id}`, {
    summary: 'Read a webhook subscription',
    access: ACCESS,
    errors: [404],
    request: { params: IdParams },
    responses: { 200: jsonResponse(WebhookResponse, 'The subscription (never its secret)') },
  }),
  update: route('updateWebhook', 'patch', `${WEBHOOKS_PATH}/{id}`, {
    summary: 'Change, pause or resume a webhook subscription',
    description: 'A new URL is checked as at creation. Resuming clears the reason the service paused it for.',
    access: ACCESS,
    errors: [404],
    request: { params: IdParams, body: mergePatchBody(WebhookPatch) },
    responses: { 200: jsonResponse(WebhookResponse, 'The changed subscription') },
  }),
  delete: route('deleteWebhook', 'delete', `${WEBHOOKS_PATH}/{id}`, {
    summary: 'Delete a webhook subscription and its delivery log',
    access: ACCESS,
    errors: [404],
    request: { params: IdParams },
    responses: { 204: { description: 'Deleted' } },
  }),
  deliveries: route('listWebhookDeliveries', 'get', `${WEBHOOKS_PATH}/{id}/deliveries`, {
    summary: 'A webhook’s delivery log: every delivery, its status and last attempt',
    description: 'Paged like every list (docs/api/lists.md), by ID; `sort=-id` for the newest first.',
    access: ACCESS,
    errors: [404],
    request: { params: IdParams, query: deliveryListParameters },
    responses: {
      200: {
        description: 'The deliveries, in ID order unless sorted -id',
        headers: LIST_HEADERS,
        content: { 'application/json': { schema: z.array(DeliveryResponse) } },
      },
    },
  }),
  redeliver: route(
    'redeliverWebhookDelivery',
    'post',
    `${WEBHOOKS_PATH}/{id}/deliveries/{deliveryId}/redeliver`,
    {
      summary: 'Send a delivery again',
      description:
        'Queues it at once with a new day of retries, whatever its status; the receiver gets the same webhook-id.',
      access: ACCESS,
      errors: [404],
      request: { params: DeliveryParams },
      responses: { 202: jsonResponse(DeliveryResponse, 'The delivery, queued') },
    },
  ),
};
