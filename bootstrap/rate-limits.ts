import type { Logger } from 'pino';
import type { RateLimits } from '../adapters/http/rate-limit-budgets.js';
import { describeError } from '../adapters/logging/describe-error.js';
import type { Clock } from '../application/shared/ports/clock.js';
import type { RateCounts } from '../application/shared/ports/rate-counts.js';
import { RateLimiter } from '../application/shared/rate-limits/rate-limiter.js';
import type { AppConfig } from './env.js';
import { type ExchangeSchedule, every } from './repeated-job.js';

/** How often an instance adds its counts to the shared ones: the lag other instances may have. */
const EXCHANGE_MS = 1000;

export interface RunningRateLimits {
  /** None when the budgets are turned off (0). */
  readonly limits: RateLimits | undefined;
  stop(): Promise<void>;
}

/** The request budgets, shared with the other instances on one database (docs/api/operations.md#rate-limits). */
export function startRateLimits(
  config: AppConfig,
  clock: Clock,
  logger: Logger,
  counts: RateCounts | undefined,
  schedule: ExchangeSchedule = every(EXCHANGE_MS),
): RunningRateLimits {
  const { requestsPerWindow, expensivePerWindow, windowSeconds } = config.rateLimits;
  if (requestsPerWindow === 0) return { limits: undefined, stop: async () => {} };
  const limiter = new RateLimiter(clock, windowSeconds, counts);
  let exchanges = 0;
  let running: Promise<void> = Promise.resolve();
  const exchange = () => {
    exchanges += 1;
    // Once a window, the ended windows are forgotten; the counts are exchanged every time.
    const forget = exchanges % Math.max(1, Math.round((windowSeconds * 1000) / EXCHANGE_MS)) === 0;
    running = limiter
      .exchange()
      .then(() => (forget ? limiter.forgetEnded() : undefined))
      .catch((error: unknown) => logger.warn({ err: describeError(error) }, 'rate-limit counts not shared'));
    return running;
  };
  const unschedule = schedule(exchange);
  return {
    limits: {
      limiter,
      windowSeconds,
      requests: { name: 'requests', limit: requestsPerWindow },
      expensive: { name: 'expensive', limit: expensivePerWindow },
    },
    stop: async () => {
      unschedule();
      await running;
    },
  };
}
