import type { Instant } from '../shared/instant.js';

/** pending: to send (again); delivered: a 2xx came back; failed: retried for a day, or the subscription went away. */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One change for one subscription, and how sending it went (docs/api/webhooks.md#delivery-log). */
export interface Delivery {
  readonly id: number;
  readonly webhookId: number;
  readonly changeId: number;
  readonly eventType: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly firstAttemptAt: Instant | null;
  readonly lastAttemptAt: Instant | null;
  readonly lastDurationMs: number | null;
  /** The receiver's HTTP status; null when none came (timeout, refused address, network error). */
  readonly lastResponseStatus: number | null;
  /** Why the last attempt failed, in a few words: never the receiver's body. */
  readonly lastError: string | null;
  /** When the next attempt is due; null once delivered or failed. */
  readonly nextAttemptAt: Instant | null;
  readonly createdAt: Instant;
}

const MICROS_PER_SECOND = 1_000_000;
const FIRST_RETRY_SECONDS = 5;
const MAX_RETRY_SECONDS = 3600;
/** Retries stop this long after the first attempt. */
export const RETRY_WINDOW_SECONDS = 24 * 3600;

/**
 * The wait before retry `failures` (1 after the first failed attempt): 5 s doubling up to an hour,
 * each shortened by up to a fifth at random (`random` in [0, 1)) so that receivers coming back
 * after an outage are not hit by every delivery at once.
 */
export function retryDelaySeconds(failures: number, random: number): number {
  const base = Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, failures - 1));
  return base * (1 - 0.2 * random);
}

/** What a failed attempt leads to: another attempt at `retryAt`, or the end when past the window. */
export function afterFailure(
  firstAttemptAt: Instant,
  now: Instant,
  failures: number,
  random: number,
): { readonly retryAt: Instant } | { readonly giveUp: true } {
  const retryAt = now + Math.round(retryDelaySeconds(failures, random) * MICROS_PER_SECOND);
  if (retryAt > firstAttemptAt + RETRY_WINDOW_SECONDS * MICROS_PER_SECOND) return { giveUp: true };
  return { retryAt: retryAt as Instant };
}

/** The outcome of one attempt, as the sender saw it. */
export type AttemptResult =
  | { readonly kind: 'answered'; readonly status: number; readonly durationMs: number }
  | {
      readonly kind: 'no-answer';
      /** timeout, refused address, network error: a few words for the log. */
      readonly error: string;
      readonly durationMs: number;
    };

/** 2xx delivers; 410 Gone says the receiver wants no more; anything else is worth a retry. */
export function attemptVerdict(result: AttemptResult): 'delivered' | 'gone' | 'retry' {
  if (result.kind === 'no-answer') return 'retry';
  if (result.status >= 200 && result.status < 300) return 'delivered';
  return result.status === 410 ? 'gone' : 'retry';
}
