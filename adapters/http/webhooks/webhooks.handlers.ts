import { deliveryListing } from '../../../application/webhooks/delivery-listing.js';
import { webhookListing } from '../../../application/webhooks/webhook-listing.js';
import type { WebhookUseCases } from '../../../application/webhooks/webhooks.use-cases.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { answerList } from '../listing/list-answer.js';
import { listRequest } from '../listing/list-request.js';
import { deliveryFilter, webhookFilter } from './webhooks.list.js';
import { WEBHOOKS_PATH, webhookRoutes } from './webhooks.routes.js';
import { toDeliveryResponse, toWebhookResponse } from './webhooks.schemas.js';

function webhookHandlers(useCases: WebhookUseCases): Handlers<typeof webhookRoutes> {
  return {
    list: async (c) => {
      const params = c.req.valid('query');
      const answer = await useCases.list.execute(
        listRequest(params, webhookListing, webhookFilter(params), 'id'),
      );
      return answerList(c, answer, toWebhookResponse);
    },
    create: async (c) => {
      const { url, events, description } = c.req.valid('json');
      const webhook = await useCases.create.execute({ url, events, description });
      return c.json({ ...toWebhookResponse(webhook), secret: webhook.secret }, 201, {
        Location: `${WEBHOOKS_PATH}/${webhook.id}`,
      });
    },
    get: async (c) => c.json(toWebhookResponse(await useCases.read.get(c.req.valid('param').id)), 200),
    update: async (c) => {
      const { url, events, description, paused } = c.req.valid('json');
      const webhook = await useCases.update.execute(c.req.valid('param').id, {
        url,
        events,
        description,
        paused,
      });
      return c.json(toWebhookResponse(webhook), 200);
    },
    delete: async (c) => {
      await useCases.read.delete(c.req.valid('param').id);
      return c.body(null, 204);
    },
    deliveries: async (c) => {
      const params = c.req.valid('query');
      const { id } = c.req.valid('param');
      const answer = await useCases.deliveries.page(
        listRequest(params, deliveryListing, deliveryFilter(id, params), 'id'),
      );
      return answerList(c, answer, toDeliveryResponse);
    },
    redeliver: async (c) => {
      const { id, deliveryId } = c.req.valid('param');
      return c.json(toDeliveryResponse(await useCases.deliveries.redeliver(id, deliveryId)), 202);
    },
  };
}

export function webhooksHttp(useCases: WebhookUseCases): HttpModule {
  return httpModule(webhookRoutes, webhookHandlers(useCases));
}
