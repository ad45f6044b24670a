import { checkDescription, checkEvents, type Webhook, webhookSecret } from '../../domain/webhooks/webhook.js';
import type { Clock } from '../shared/ports/clock.js';
import type { RandomSecrets } from '../shared/ports/random-secrets.js';
import type { WebhookRepository } from './ports/webhook.repository.js';
import type { WebhookDestination } from './webhook-destination.js';

export interface CreateWebhookCommand {
  readonly url: string;
  readonly events: readonly string[];
  readonly description?: string | null;
}

export class CreateWebhookUseCase {
  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly destination: WebhookDestination,
    private readonly random: RandomSecrets,
    private readonly clock: Clock,
  ) {}

  /** The stored subscription, its secret included: the one answer that shows it. */
  async execute(command: CreateWebhookCommand): Promise<Webhook> {
    const events = checkEvents(command.events);
    const description = checkDescription(command.description ?? null);
    const url = await this.destination.check(command.url);
    const now = this.clock.now();
    return this.webhooks.create({
      url,
      events,
      description,
      secret: webhookSecret(this.random.webhookKey()),
      paused: false,
      pausedReason: null,
      createdAt: now,
      updatedAt: now,
    });
  }
}
