// How one webhook's deliveries are listed: by ID, newest last unless sorted `-id`.
import type { Delivery, DeliveryStatus } from '../../domain/webhooks/delivery.js';
import type { ListDefinition } from '../listing/list-query.js';

export const DELIVERY_SORT_KEYS = { id: 'number' } as const;

export interface DeliveryFilter {
  readonly webhookId: number;
  readonly status?: DeliveryStatus;
}

export const deliveryListing: ListDefinition<Delivery, 'id'> = {
  sortKeys: DELIVERY_SORT_KEYS,
  sortValue: (delivery) => delivery.id,
};

export function matchesDeliveryFilter(delivery: Delivery, filter: DeliveryFilter): boolean {
  return (
    delivery.webhookId === filter.webhookId &&
    (filter.status === undefined || delivery.status === filter.status)
  );
}
