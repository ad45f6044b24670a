// How webhooks are listed (docs/api/webhooks.md#list).

import { searchText } from '../../domain/listing/search-words.js';
import type { Webhook } from '../../domain/webhooks/webhook.js';
import type { ListDefinition } from '../listing/list-query.js';

export const WEBHOOK_SORT_KEYS = { id: 'number', url: 'text' } as const;
export type WebhookSortKey = keyof typeof WEBHOOK_SORT_KEYS;

export interface WebhookFilter {
  readonly paused?: boolean;
}

export const webhookListing: ListDefinition<Webhook, WebhookSortKey> = {
  sortKeys: WEBHOOK_SORT_KEYS,
  sortValue: (webhook, key) => (key === 'id' ? webhook.id : webhook.url),
};

/** What a webhook is found by: the words of its URL and description. */
export function webhookSearchText(webhook: Pick<Webhook, 'url' | 'description'>): string {
  return searchText([webhook.url, webhook.description ?? '']);
}

export function matchesWebhookFilter(webhook: Webhook, filter: WebhookFilter): boolean {
  return filter.paused === undefined || webhook.paused === filter.paused;
}
