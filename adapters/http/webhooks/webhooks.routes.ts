import { z } from '@hono/zod-openapi';
import { LIST_HEADERS, listRoute } from '../listing/list-route.js';
import { defineRoute, IdParam, IdParams, jsonBody, jsonResponse } from '../openapi/common.js';
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
const TAGS = ['Webhooks'];
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
    tag: TAGS[0]!,
    access: ACCESS,
    plural: 'webhooks',
    order: 'id',
    response: WebhookResponse,
    query: webhookListParameters,
  }),
  create: defineRoute({
    operationId: 'createWebhook',
    method: 'post',
    path: WEBHOOKS_PATH,
    tags: TAGS,
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
  get: defineRoute({
    operationId: 'getWebhook',
    method: 'get',
    path: `${WEBHOOKS_PATH}/{id}`,
    tags: TAGS,
    summary: 'Read a webhook subscription',
    access: ACCESS,
    errors: [404],
    request: { params: IdParams },
    responses: { 200: jsonResponse(WebhookResponse, 'The subscription (never its secret)') },
  }),
  update: defineRoute({
    operationId: 'updateWebhook',
    method: 'patch',
    path: `${WEBHOOKS_PATH}/{id}`,
    tags: TAGS,
    summary: 'Change, pause or resume a webhook subscription',
    description: 'A new URL is checked as at creation. Resuming clears the reason the service paused it for.',
    access: ACCESS,
    errors: [404],
    request: { params: IdParams, body: mergePatchBody(WebhookPatch) },
    responses: { 200: jsonResponse(WebhookResponse, 'The changed subscription') },
  }),
  delete: defineRoute({
    operationId: 'deleteWebhook',
    method: 'delete',
    path: `${WEBHOOKS_PATH}/{id}`,
    tags: TAGS,
    summary: 'Delete a webhook subscription and its delivery log',
    access: ACCESS,
    errors: [404],
    request: { params: IdParams },
    responses: { 204: { description: 'Deleted' } },
  }),
  deliveries: defineRoute({
    operationId: 'listWebhookDeliveries',
    method: 'get',
    path: `${WEBHOOKS_PATH}/{id}/deliveries`,
    tags: TAGS,
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
  redeliver: defineRoute({
    operationId: 'redeliverWebhookDelivery',
    method: 'post',
    path: `${WEBHOOKS_PATH}/{id}/deliveries/{deliveryId}/redeliver`,
    tags: TAGS,
    summary: 'Send a delivery again',
    description:
      'Queues it at once with a new day of retries, whatever its status; the receiver gets the same webhook-id.',
    access: ACCESS,
    errors: [404],
    request: { params: DeliveryParams },
    responses: { 202: jsonResponse(DeliveryResponse, 'The delivery, queued') },
  }),
};
