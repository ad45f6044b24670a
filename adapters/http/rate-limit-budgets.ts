import type { RateLimiter, RatePolicy } from '../../application/shared/rate-limits/rate-limiter.js';

/** The budgets of docs/api/operations.md#rate-limits, per identity and window. */
export interface RateLimits {
  readonly limiter: RateLimiter;
  readonly windowSeconds: number;
  /** Every API request. */
  readonly requests: RatePolicy;
  /** Exports, imports, seeds, printouts and prompts, on top of `requests`. */
  readonly expensive: RatePolicy;
}
