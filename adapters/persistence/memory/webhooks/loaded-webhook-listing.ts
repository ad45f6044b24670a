// The webhook list over every subscription read at once: they are few (an administrator makes each).
import type { ListingRepository } from '../../../../application/listing/ports/listing.repository.js';
import {
  matchesWebhookFilter,
  type WebhookFilter,
  type WebhookSortKey,
  webhookListing,
  webhookSearchText,
} from '../../../../application/webhooks/webhook-listing.js';
import type { Webhook } from '../../../../domain/webhooks/webhook.js';
import { memoryListing } from '../listing/memory-listing.js';

/** Pages, walks and counts with the memory lists' semantics, over the rows `load` reads each time. */
export function loadedWebhookListing(
  load: () => Promise<Webhook[]>,
): ListingRepository<Webhook, WebhookSortKey, WebhookFilter> {
  const over = (rows: Webhook[]) =>
    memoryListing<Webhook, WebhookSortKey, WebhookFilter>(
      { rows: () => rows, matches: matchesWebhookFilter, searchText: webhookSearchText },
      webhookListing,
    );
  return {
    page: async (query, limit, after) => over(await load()).page(query, limit, after),
    async *walk(query) {
      yield* over(await load()).walk(query);
    },
    count: async (query) => over(await load()).count(query),
  };
}
