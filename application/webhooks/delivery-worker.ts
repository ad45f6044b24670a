import type { Instant } from '../../domain/shared/instant.js';
import { afterFailure, attemptVerdict, type DeliveryStatus } from '../../domain/webhooks/delivery.js';
import type { Clock } from '../shared/ports/clock.js';
import type { WebhookMetrics } from '../shared/ports/metrics.js';
import { AttemptSlots } from './attempt-slots.js';
import { GroupedRecords } from './grouped-records.js';
import type { ClaimedDelivery, DeliveryQueue, RecordedAttempt } from './ports/delivery-queue.js';
import type { WebhookRepository } from './ports/webhook.repository.js';
import type { WebhookSender } from './ports/webhook-sender.js';

const MICROS_PER_SECOND = 1_000_000;
/**
 * Attempts under way at once: what one instance asks of receivers. Each takes a slot until its
 * record is written; a slow receiver (up to the sender's 10 s) holds one slot, not a round.
 */
const SLOTS = 32;
/** Claimed when this many slots are free: each claim, a round trip, takes several deliveries. */
const CLAIM_AT_LEAST = 8;
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
  private readonly records: GroupedRecords<RecordedAttempt>;
  private readonly slots = new AttemptSlots(SLOTS);
  /** Ends the wait for attempts under way when a wake comes. */
  private woken: (() => void) | undefined;

  constructor(private readonly deps: DeliveryWorkerDeps) {
    this.records = new GroupedRecords((attempts) => deps.queue.record(attempts));
  }

  /** Resolves once no due delivery is left, or a round failed. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.again = true;
    this.woken?.();
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
    await Promise.all([this.running, this.pruning, this.slots.settled()]);
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
        await this.claimDue();
        await this.settledOrWoken();
        await this.slots.room(0);
        await this.reportBacklog();
      }
    } catch (error) {
      // A stop, too, waits for the attempts under way.
      await this.slots.settled();
      this.deps.failed(error);
    } finally {
      this.running = undefined;
    }
  }

  /** Claims as slots free up, as many as are free, until a claim finds fewer due than it asked for. */
  private async claimDue(): Promise<void> {
    for (;;) {
      await this.slots.room(CLAIM_AT_LEAST);
      if (this.stopped) return;
      const free = this.slots.free;
      const now = this.deps.clock.now();
      const lease = (now + LEASE_SECONDS * MICROS_PER_SECOND) as Instant;
      const claimed = await this.deps.queue.claim(now, lease, free);
      for (const delivery of claimed) this.slots.start(() => this.attempt(delivery));
      if (claimed.length < free) return;
    }
  }

  /**
   * Until the attempts under way have ended, so that a round ends with its records written; a
   * wake meanwhile (a commit) ends the wait, and its deliveries go without waiting for a slow one.
   */
  private async settledOrWoken(): Promise<void> {
    while (this.slots.free < SLOTS && !this.again) {
      const woken = new Promise<void>((resolve) => {
        this.woken = resolve;
      });
      await Promise.race([this.slots.next(), woken]);
      this.woken = undefined;
    }
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const { clock, sender, webhooks, metrics } = this.deps;
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
    await this.records.add({
      delivery,
      attempt: {
        status,
        at,
        firstAttemptAt,
        durationMs: result.durationMs,
        responseStatus: result.kind === 'answered' ? result.status : null,
        error: result.kind === 'answered' ? null : result.error,
        nextAttemptAt,
      },
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
