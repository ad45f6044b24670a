import type { Change } from '../../domain/changes/change.js';
import type { FeedMetrics } from '../shared/ports/metrics.js';
import type { ChangeLog } from './ports/change-log.js';
import type { ChangeSignal } from './ports/change-signal.js';

/** One open stream of the feed, as the feed sees it (docs/api/changes.md#live-feed). */
export interface FeedSubscriber {
  /**
   * Streams with the same audience see the same changes: the feed asks `sees` of one of them per
   * read and hands them all the same run, so a stream's adapter can encode it once for all.
   */
  readonly audience: string;
  /** Whether its caller may see the change (they hold `<resource>:read`). */
  sees(change: Change): boolean;
  /**
   * Queues a run of changes, in order, all of which it sees: one write for the client.
   * False once it cannot take them, when it has closed itself (overflow).
   */
  take(changes: readonly Change[]): boolean;
  /** Resolves when it has room for another batch, or has closed: a replay waits on it, live fan-out does not. */
  room(): Promise<void>;
  /** The feed is closing: end the stream now. */
  end(): void;
}

export interface LiveFeedOptions {
  /** Entries read from the log at a time, by the reader and by a replay. */
  readonly batch: number;
  /** A read of the log failed: the next signal or poll reads again from the same place. */
  readonly failed: (error: unknown) => void;
}

interface Subscription {
  /** The ID of the last change offered to it (taken, or not seen). */
  cursor: number;
  /** Still catching up from the log after its Last-Event-ID: live fan-out skips it meanwhile. */
  replaying: boolean;
}

/**
 * The one reader of the change log per process: on every signal (and the safety poll's wake) it
 * reads the entries after the last one it read, once, and fans them out to every open stream, so
 * streams never query the database themselves. A stream resuming after an ID catches up from the
 * log first and joins the live fan-out where it has caught up: no gap, no duplicate.
 */
export class LiveFeed {
  readonly #subscriptions = new Map<FeedSubscriber, Subscription>();
  /** The last entry read; the next read starts after it. */
  #last = 0;
  #reading: Promise<void> | undefined;
  #again = false;
  #unsubscribe: (() => void) | undefined;
  #closed = false;

  constructor(
    private readonly log: ChangeLog,
    private readonly signal: ChangeSignal,
    private readonly metrics: FeedMetrics,
    private readonly options: LiveFeedOptions,
  ) {}

  /** Starts after the newest entry: entries already in the log are only replayed on request. */
  async start(): Promise<void> {
    this.#last = await this.log.latest();
    this.#unsubscribe = this.signal.subscribe(() => this.wake());
  }

  /** Reads what was committed since the last read (a signal, a poll, a reconnect). */
  wake(): void {
    // With no stream open there is no one to fan out to: the log is not read after every commit
    // (on Postgres each read waits for the appends under way). A first stream moves the reader on.
    if (this.#closed || this.#subscriptions.size === 0) return;
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#reading = this.#readAll()
      .catch((error: unknown) => this.options.failed(error))
      .finally(() => {
        this.#reading = undefined;
        if (this.#again) {
          this.#again = false;
          this.wake();
        }
      });
  }

  /** Resolves once every read started so far has ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.#reading) await this.#reading;
  }

  /**
   * Adds a stream. With `after` (its Last-Event-ID) it first gets the entries after that ID still
   * in the log, read in the background; without, only entries committed from now on.
   */
  async subscribe(subscriber: FeedSubscriber, after?: number): Promise<void> {
    // What was committed before the stream opened is not new, even when the reader has yet to
    // read it; and an ID from the future (another database, a typo) would hide every event up to it.
    const newest = await this.log.latest();
    const cursor = after === undefined ? newest : Math.min(after, newest);
    if (this.#closed) return subscriber.end();
    const first = this.#subscriptions.size === 0;
    // Fanned out to no one, every entry up to the newest is done with.
    if (first) this.#last = Math.max(this.#last, newest);
    const subscription: Subscription = { cursor, replaying: cursor < this.#last };
    this.#subscriptions.set(subscriber, subscription);
    this.metrics.feedStreams(this.#subscriptions.size);
    // What was committed while no stream was open, after `newest`, is read now, not at the next commit.
    if (first) this.wake();
    if (!subscription.replaying) return;
    void this.#replay(subscriber, subscription).catch((error: unknown) => {
      this.options.failed(error);
      this.unsubscribe(subscriber);
      subscriber.end();
    });
  }

  /** The stream has closed (its client left). */
  unsubscribe(subscriber: FeedSubscriber): void {
    if (this.#subscriptions.delete(subscriber)) this.metrics.feedStreams(this.#subscriptions.size);
  }

  get streams(): number {
    return this.#subscriptions.size;
  }

  /** Ends every stream and stops listening: the service is closing. */
  close(): void {
    this.#closed = true;
    this.#unsubscribe?.();
    for (const subscriber of [...this.#subscriptions.keys()]) subscriber.end();
    this.#subscriptions.clear();
    this.metrics.feedStreams(0);
  }

  async #readAll(): Promise<void> {
    for (;;) {
      const batch = await this.log.after(this.#last, this.options.batch);
      if (this.#closed || batch.length === 0) return;
      // No await from here to the new #last: a replay deciding it has caught up sees both or neither.
      this.#fanOut(batch);
      this.#last = Math.max(this.#last, batch.at(-1)!.id);
      if (batch.length < this.options.batch) return;
    }
  }

  /**
   * Hands one read to every live stream. Streams of one audience at the same cursor (all of them,
   * but those that have just joined) get the same run, filtered once: the cost of a read grows
   * with the audiences, not with the streams times the events.
   */
  #fanOut(batch: readonly Change[]): void {
    const runs = new Map<string, readonly Change[]>();
    let sent = 0;
    for (const [subscriber, subscription] of this.#subscriptions) {
      if (subscription.replaying) continue;
      const from = firstAfter(batch, subscription.cursor);
      const key = `${from} ${subscriber.audience}`;
      let run = runs.get(key);
      if (!run) {
        run = visible(subscriber, batch, from);
        runs.set(key, run);
      }
      if (this.#deliver(subscriber, subscription, batch, run)) sent += run.length;
    }
    this.metrics.feedEventsSent(sent);
  }

  /** Catches a resuming stream up from the log until it reaches what the reader has fanned out. */
  async #replay(subscriber: FeedSubscriber, subscription: Subscription): Promise<void> {
    while (this.#subscriptions.get(subscriber) === subscription) {
      if (subscription.cursor >= this.#last) {
        subscription.replaying = false;
        return;
      }
      const batch = await this.log.after(subscription.cursor, this.options.batch);
      if (this.#subscriptions.get(subscriber) !== subscription) return;
      if (batch.length === 0) {
        // The log holds nothing after the cursor that the reader has not read: it is live from here.
        subscription.replaying = false;
        return;
      }
      if (!this.#offer(subscriber, subscription, batch)) return;
      await subscriber.room();
    }
  }

  /** Offers the entries after the stream's cursor; false when it overflowed and was dropped. */
  #offer(subscriber: FeedSubscriber, subscription: Subscription, batch: readonly Change[]): boolean {
    const run = visible(subscriber, batch, firstAfter(batch, subscription.cursor));
    const taken = this.#deliver(subscriber, subscription, batch, run);
    if (taken) this.metrics.feedEventsSent(run.length);
    return taken;
  }

  /** Moves the stream's cursor past the batch and queues its run; false when it overflowed and was dropped. */
  #deliver(
    subscriber: FeedSubscriber,
    subscription: Subscription,
    batch: readonly Change[],
    run: readonly Change[],
  ): boolean {
    subscription.cursor = Math.max(subscription.cursor, batch.at(-1)!.id);
    if (run.length === 0 || subscriber.take(run)) return true;
    this.metrics.feedClientDropped();
    this.unsubscribe(subscriber);
    return false;
  }
}

/** The index of the first entry after `cursor` (the batch is in ID order). */
function firstAfter(batch: readonly Change[], cursor: number): number {
  let index = 0;
  while (index < batch.length && batch[index]!.id <= cursor) index += 1;
  return index;
}

/** The entries from `from` on that the subscriber sees. */
function visible(subscriber: FeedSubscriber, batch: readonly Change[], from: number): readonly Change[] {
  const run: Change[] = [];
  for (let index = from; index < batch.length; index += 1) {
    if (subscriber.sees(batch[index]!)) run.push(batch[index]!);
  }
  return run;
}
