import type { Webhook } from '../../domain/webhooks/webhook.js';
import { WebhookNotFound } from '../../domain/webhooks/webhooks.errors.js';
import type { WebhookRepository } from './ports/webhook.repository.js';

/** One subscription, and its removal. */
export class ReadWebhooksUseCase {
  constructor(private readonly webhooks: WebhookRepository) {}

  async get(id: number): Promise<Webhook> {
    const webhook = await this.webhooks.find(id);
    if (!webhook) throw new WebhookNotFound(id);
    return webhook;
  }

  /** Its deliveries go too, sent or not. */
  async delete(id: number): Promise<void> {
    if (!(await this.webhooks.delete(id))) throw new WebhookNotFound(id);
  }
}
