import { ListUseCase } from '../listing/list.use-case.js';
import type { Clock } from '../shared/ports/clock.js';
import type { RandomSecrets } from '../shared/ports/random-secrets.js';
import { CreateWebhookUseCase } from './create-webhook.use-case.js';
import type { DeliveryQueue } from './ports/delivery-queue.js';
import type { HostResolver } from './ports/host-resolver.js';
import type { WebhookRepository } from './ports/webhook.repository.js';
import { ReadWebhooksUseCase } from './read-webhooks.use-case.js';
import { UpdateWebhookUseCase } from './update-webhook.use-case.js';
import { WebhookDeliveriesUseCase } from './webhook-deliveries.use-case.js';
import { WebhookDestination } from './webhook-destination.js';
import { webhookListing } from './webhook-listing.js';

export interface WebhookDeps {
  readonly webhooks: WebhookRepository;
  readonly deliveries: DeliveryQueue;
  readonly resolver: HostResolver;
  readonly allowPrivateNetworks: boolean;
  readonly random: RandomSecrets;
  readonly clock: Clock;
  /** Wakes this instance's delivery worker (a redelivery is due at once). */
  readonly wakeWorker: () => void;
}

export type WebhookUseCases = ReturnType<typeof webhookUseCases>;

export function webhookUseCases(deps: WebhookDeps) {
  const destination = new WebhookDestination(deps.resolver, deps.allowPrivateNetworks);
  return {
    list: new ListUseCase(deps.webhooks.listing, webhookListing),
    create: new CreateWebhookUseCase(deps.webhooks, destination, deps.random, deps.clock),
    read: new ReadWebhooksUseCase(deps.webhooks),
    update: new UpdateWebhookUseCase(deps.webhooks, destination, deps.clock),
    deliveries: new WebhookDeliveriesUseCase(deps.webhooks, deps.deliveries, deps.clock, deps.wakeWorker),
  };
}
