import type { Instant } from '../../domain/shared/instant.js';
import { afterFailure, attemptVerdict, type DeliveryStatus } from '../../domain/webhooks/delivery.js';
import type { Clock } from '../shared/ports/clock.js';
import type { WebhookMetrics } from '../shared/ports/metrics.js';
import type { ClaimedDelivery, DeliveryQueue } from './ports/delivery-queue.js';
import type { WebhookRepository } from './ports/webhook.repository.js';
import type { WebhookSender } from './ports/webhook-sender.js';

const MICROS_PER_SECOND = 1_000_000;
/** Deliveries taken per round: a few receivers at a time, each attempt at most the sender's timeout. */
const BATCH = 10;
/** Longer than an attempt can take (the sender gives up after 10 s): a live instance never loses one. */
const LEASE_SECONDS = 60;
export const GONE_REASON = 'The receiver answered 410 Gone';
/** How long the log keeps a delivered or failed delivery (docs/api/webhooks.md#delivery-log). */
export const LOG_DAYS = 30;
/** Deliveries deleted per statement: a poll never holds the database long. */
const PRUNE_BATCH = 1000;
/** The log is pruned at most this often: the statement reads the finished rows. */
const PRUNE_EVERY_SECONDS = 3600;

export interface DeliveryWorkerDeps {
  readonly queue: DeliveryQueue;
  readonly webhooks: WebhookRepository;
  readonly sender: WebhookSender;
  readonly clock: Clock;
  /** In [0, 1): the retries' jitter. */
  readonly random: () => number;
  readonly metrics: WebhookMetrics;
  /** A round or a pruning that failed (the database out of reach): the next wake or poll tries again. */
  readonly failed: (error: unknown) => void;
}

/**
 * Sends the due deliveries (docs/api/webhooks.md#retries). Woken after every commit that queued
 * deliveries in this process, and by a poll; a wake while a round runs asks for one more round,
 * so none is missed.
 */
export class DeliveryWorker {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private prunedAt: Instant | undefined;
  private pruning: Promise<void> | undefined;

  constructor(private readonly deps: DeliveryWorkerDeps) {}

  /** Resolves once no due delivery is left, or a round failed. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.again = true;
    this.running ??= this.rounds();
    return this.running;
  }

  /** Forgets the finished deliveries older than the log keeps, a batch at a time, at most hourly. */
  prune(): Promise<void> {
    const now = this.deps.clock.now();
    const recent =
      this.prunedAt !== undefined && now - this.prunedAt < PRUNE_EVERY_SECONDS * MICROS_PER_SECOND;
    if (this.stopped || recent) return Promise.resolve();
    this.prunedAt = now;
    const before = (now - LOG_DAYS * 24 * 3600 * MICROS_PER_SECOND) as Instant;
    this.pruning = this.pruneBefore(before).finally(() => {
      this.pruning = undefined;
    });
    return this.pruning;
  }

  /** Lets the attempts (and the pruning) in flight finish, and takes no more. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([this.running, this.pruning]);
  }

  private async pruneBefore(before: Instant): Promise<void> {
    try {
      while (!this.stopped && (await this.deps.queue.prune(before, PRUNE_BATCH)) === PRUNE_BATCH) {}
    } catch (error) {
      this.deps.failed(error);
    }
  }

  /**
   * Rounds until one ends with no wake since it began. `running` is cleared in the same step as
   * that check, so a wake is either seen by the loop or starts a new one: none is lost.
   */
  private async rounds(): Promise<void> {
    try {
      while (this.again && !this.stopped) {
        this.again = false;
        while (!this.stopped && (await this.round()) === BATCH) {}
        await this.reportBacklog();
      }
    } catch (error) {
      this.deps.failed(error);
    } finally {
      this.running = undefined;
    }
  }

  /** How many deliveries it attempted. */
  private async round(): Promise<number> {
    const now = this.deps.clock.now();
    const lease = (now + LEASE_SECONDS * MICROS_PER_SECOND) as Instant;
    const claimed = await this.deps.queue.claim(now, lease, BATCH);
    await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    return claimed.length;
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const { clock, sender, queue, webhooks, metrics } = this.deps;
    const at = clock.now();
    const result = await sender.send({
      url: delivery.url,
      messageId: `msg_${delivery.id}`,
      timestamp: Math.floor(at / MICROS_PER_SECOND),
      body: delivery.payload,
      secret: delivery.secret,
    });
    const firstAttemptAt = delivery.firstAttemptAt ?? at;
    const verdict = attemptVerdict(result);
    let status: DeliveryStatus = verdict === 'delivered' ? 'delivered' : 'failed';
    let nextAttemptAt: Instant | null = null;
    if (verdict === 'retry') {
      const next = afterFailure(firstAttemptAt, clock.now(), delivery.attempts + 1, this.deps.random());
      if ('retryAt' in next) {
        status = 'pending';
        nextAttemptAt = next.retryAt;
      }
    }
    await queue.record(delivery, {
      status,
      at,
      firstAttemptAt,
      durationMs: result.durationMs,
      responseStatus: result.kind === 'answered' ? result.status : null,
      error: result.kind === 'answered' ? null : result.error,
      nextAttemptAt,
    });
    if (verdict === 'gone') await webhooks.pause(delivery.webhookId, GONE_REASON, clock.now());
    metrics.webhookAttempted(status === 'pending' ? 'retried' : status);
  }

  private async reportBacklog(): Promise<void> {
    const { pending, oldestQueuedAt } = await this.deps.queue.backlog();
    const age = oldestQueuedAt === null ? 0 : (this.deps.clock.now() - oldestQueuedAt) / MICROS_PER_SECOND;
    this.deps.metrics.webhookBacklog(pending, Math.max(0, age));
  }
}
