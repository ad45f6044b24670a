/** Requests one identity made in one fixed window, as counted by one instance or by all. */
export interface RateCount {
  readonly key: string;
  /** The window's number: its start in whole windows since the epoch. */
  readonly window: number;
  readonly hits: number;
}

/**
 * Where instances add up their counts (docs/api/operations.md#rate-limits). Each call adds
 * this instance's hits since its last call and answers the totals of every instance.
 */
export interface RateCounts {
  add(counts: readonly RateCount[]): Promise<RateCount[]>;
  /** Forgets windows before this one. */
  forgetBefore(window: number): Promise<void>;
}
