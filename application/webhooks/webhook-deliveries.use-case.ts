import type { Delivery } from '../../domain/webhooks/delivery.js';
import { DeliveryNotFound, WebhookNotFound } from '../../domain/webhooks/webhooks.errors.js';
import { ListUseCase } from '../listing/list.use-case.js';
import type { ListAnswer, ListRequest } from '../listing/list-query.js';
import type { Clock } from '../shared/ports/clock.js';
import { type DeliveryFilter, deliveryListing } from './delivery-listing.js';
import type { DeliveryQueue } from './ports/delivery-queue.js';
import type { WebhookRepository } from './ports/webhook.repository.js';

/** A subscription's delivery log, and sending one of its deliveries again. */
export class WebhookDeliveriesUseCase {
  private readonly list: ListUseCase<Delivery, 'id', DeliveryFilter>;

  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly deliveries: DeliveryQueue,
    private readonly clock: Clock,
    /** Wakes the delivery worker of this instance. */
    private readonly wake: () => void,
  ) {
    this.list = new ListUseCase(deliveries.listing, deliveryListing);
  }

  async page(request: ListRequest<'id', DeliveryFilter>): Promise<ListAnswer<Delivery>> {
    const { webhookId } = request.query.filter;
    if (!(await this.webhooks.find(webhookId))) throw new WebhookNotFound(webhookId);
    return this.list.execute(request);
  }

  /** Queued again at once, with a new day of retries; the answer is the delivery as queued. */
  async redeliver(webhookId: number, deliveryId: number): Promise<Delivery> {
    const requeued = await this.deliveries.requeue(webhookId, deliveryId, this.clock.now());
    const delivery = requeued ? await this.deliveries.find(webhookId, deliveryId) : undefined;
    if (!delivery) throw new DeliveryNotFound(webhookId, deliveryId);
    this.wake();
    return delivery;
  }
}
