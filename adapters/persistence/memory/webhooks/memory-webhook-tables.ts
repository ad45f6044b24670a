import type { Instant } from '../../../../domain/shared/instant.js';
import type { Delivery } from '../../../../domain/webhooks/delivery.js';

export const WEBHOOKS = 'webhooks';
export const WEBHOOK_DELIVERIES = 'webhookDeliveries';

/** A delivery as stored: what the log shows, the body, and the lease of the instance sending it. */
export interface DeliveryRow extends Delivery {
  readonly payload: string;
  readonly lockedUntil: Instant | null;
}
