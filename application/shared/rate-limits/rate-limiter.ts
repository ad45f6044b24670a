import type { Clock } from '../ports/clock.js';
import type { RateCount, RateCounts } from '../ports/rate-counts.js';

/** A budget of requests per identity and window. */
export interface RatePolicy {
  /** Names the policy in the RateLimit headers, e.g. `default`, `expensive`. */
  readonly name: string;
  readonly limit: number;
}

/** What one request was told: let through or not, and what is left. */
export interface RateDecision {
  readonly allowed: boolean;
  readonly policy: RatePolicy;
  readonly remaining: number;
  /** Seconds until the window ends and the budget is whole again. */
  readonly resetSeconds: number;
}

interface Entry {
  readonly window: number;
  /** Hits every instance has counted, as far as this one knows, including its own already sent. */
  counted: number;
  /** This instance's hits not yet sent to the shared counts. */
  pending: number;
}

const MICROS = 1_000_000;
/** Entries kept in memory; beyond, the least recently started is dropped first. */
const MAX_ENTRIES = 100_000;

/**
 * Counts requests per identity and policy in fixed windows. A decision is local and synchronous
 * (a map lookup); `exchange` sends this instance's new hits to the shared counts and learns every
 * instance's totals, so on one database each instance sees the others' requests within one
 * exchange interval (docs/adr/0036-rate-limits-counted-locally-shared-often.md).
 */
export class RateLimiter {
  private readonly entries = new Map<string, Entry>();
  private readonly windowMicros: number;

  constructor(
    private readonly clock: Clock,
    windowSeconds: number,
    private readonly counts?: RateCounts,
  ) {
    this.windowMicros = windowSeconds * MICROS;
  }

  /** Counts the request against the policy unless its budget is spent. */
  take(identity: string, policy: RatePolicy): RateDecision {
    const now = this.clock.now();
    const window = Math.floor(now / this.windowMicros);
    const resetSeconds = Math.max(1, Math.ceil(((window + 1) * this.windowMicros - now) / MICROS));
    // A space parts them: policy names have none, and Postgres text refuses the NUL character.
    const entry = this.entry(`${policy.name} ${identity}`, window);
    const used = entry.counted + entry.pending;
    if (used >= policy.limit) return { allowed: false, policy, remaining: 0, resetSeconds };
    entry.pending += 1;
    return { allowed: true, policy, remaining: policy.limit - used - 1, resetSeconds };
  }

  /** Sends the new hits and takes back every instance's totals; nothing to do without shared counts. */
  async exchange(): Promise<void> {
    if (!this.counts) return;
    // Every identity seen in the current window, also with nothing new: its total may have grown elsewhere.
    const window = Math.floor(this.clock.now() / this.windowMicros);
    const sent: RateCount[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.window !== window && entry.pending === 0) continue;
      sent.push({ key, window: entry.window, hits: entry.pending });
      entry.counted += entry.pending;
      entry.pending = 0;
    }
    if (sent.length === 0) return;
    try {
      for (const total of await this.counts.add(sent)) {
        const entry = this.entries.get(total.key);
        if (entry?.window === total.window) entry.counted = Math.max(entry.counted, total.hits);
      }
    } catch (error) {
      // Not stored: sent again next time, so a database hiccup loses no hits.
      for (const { key, window, hits } of sent) {
        const entry = this.entries.get(key);
        if (entry?.window !== window) continue;
        entry.counted -= hits;
        entry.pending += hits;
      }
      throw error;
    }
  }

  /** Drops the windows that have ended, here and in the shared counts. */
  async forgetEnded(): Promise<void> {
    const window = Math.floor(this.clock.now() / this.windowMicros);
    for (const [key, entry] of this.entries) if (entry.window < window) this.entries.delete(key);
    await this.counts?.forgetBefore(window);
  }

  private entry(key: string, window: number): Entry {
    const found = this.entries.get(key);
    if (found?.window === window) return found;
    if (found) this.entries.delete(key);
    else if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const fresh = { window, counted: 0, pending: 0 };
    this.entries.set(key, fresh);
    return fresh;
  }
}
