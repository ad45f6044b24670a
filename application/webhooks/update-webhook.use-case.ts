import { checkDescription, checkEvents, type Webhook } from '../../domain/webhooks/webhook.js';
import { WebhookNotFound } from '../../domain/webhooks/webhooks.errors.js';
import type { Clock } from '../shared/ports/clock.js';
import type { WebhookRepository } from './ports/webhook.repository.js';
import type { WebhookDestination } from './webhook-destination.js';

/** What a PATCH may change; absent fields stay as they are. */
export interface WebhookChanges {
  readonly url?: string;
  readonly events?: readonly string[];
  readonly description?: string | null;
  /** false resumes it, and forgets why the service had paused it. */
  readonly paused?: boolean;
}

export class UpdateWebhookUseCase {
  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly destination: WebhookDestination,
    private readonly clock: Clock,
  ) {}

  async execute(id: number, changes: WebhookChanges): Promise<Webhook> {
    const events = changes.events && checkEvents(changes.events);
    const description = changes.description === undefined ? undefined : checkDescription(changes.description);
    const url = changes.url === undefined ? undefined : await this.destination.check(changes.url);
    const stored = await this.webhooks.find(id);
    if (!stored) throw new WebhookNotFound(id);
    const paused = changes.paused ?? stored.paused;
    const updated: Webhook = {
      ...stored,
      url: url ?? stored.url,
      events: events ?? stored.events,
      description: description === undefined ? stored.description : description,
      paused,
      pausedReason: paused && changes.paused === undefined ? stored.pausedReason : null,
      updatedAt: this.clock.now(),
    };
    if (!(await this.webhooks.save(updated))) throw new WebhookNotFound(id);
    return updated;
  }
}
