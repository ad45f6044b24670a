import type { Instant } from '../../../domain/shared/instant.js';
import type { NewWebhook, Webhook } from '../../../domain/webhooks/webhook.js';
import type { ListingRepository } from '../../listing/ports/listing.repository.js';
import type { WebhookFilter, WebhookSortKey } from '../webhook-listing.js';

/** The subscriptions (docs/api/webhooks.md). */
export interface WebhookRepository {
  readonly listing: ListingRepository<Webhook, WebhookSortKey, WebhookFilter>;
  create(webhook: NewWebhook): Promise<Webhook>;
  find(id: number): Promise<Webhook | undefined>;
  /** Writes everything but the secret and the creation time; false when it is gone. */
  save(webhook: Webhook): Promise<boolean>;
  /** Its deliveries go with it; false when there was none. */
  delete(id: number): Promise<boolean>;
  /** Paused by the service itself (a 410 from the receiver), with the reason shown to administrators. */
  pause(id: number, reason: string, at: Instant): Promise<void>;
}
