import { TooManyLoginAttempts } from '../../domain/access/access.errors.js';
import { usernameKey } from '../../domain/access/user.js';
import type { Clock } from '../shared/ports/clock.js';

export interface ThrottlePolicy {
  readonly failuresPerUsernameAndAddress: number;
  readonly failuresPerAddress: number;
  readonly windowSeconds: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  failuresPerUsernameAndAddress: 10,
  failuresPerAddress: 100,
  windowSeconds: 15 * 60,
};

/** An attempt that holds a place in the budget until its outcome is known. */
export interface LoginAttempt {
  /** The password did not match: the place becomes a recorded failure. */
  failed(): void;
  /** The login succeeded: the place is given back; successes are not counted. */
  succeeded(): void;
}

const MICROS = 1_000_000;
/** Sweep expired keys once the map grows past this, so a flood of names cannot exhaust memory. */
const SWEEP_THRESHOLD = 10_000;
/** Retry-After while attempts still being judged fill the budget: their outcome is a moment away. */
const PENDING_RETRY_SECONDS = 1;

/**
 * Counts failed logins in a sliding window (docs/api/access.md#login-throttling). An attempt
 * reserves its place before the password is compared, so a burst of parallel attempts is
 * judged against the budget one by one, not all at once against the failures recorded before
 * it. In-process: each instance counts its own failures (docs/deployment.md).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly pending = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
  ) {}

  /** Throws TooManyLoginAttempts while the pair or the address has no place left. */
  reserve(username: string, address: string): LoginAttempt {
    const now = this.clock.now();
    const keys = [
      { key: pairKey(username, address), limit: this.policy.failuresPerUsernameAndAddress },
      { key: addressKey(address), limit: this.policy.failuresPerAddress },
    ];
    const wait = Math.max(...keys.map(({ key, limit }) => this.retryAfterSeconds(key, limit, now)));
    if (wait > 0) throw new TooManyLoginAttempts(wait);
    for (const { key } of keys) this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    let settled = false;
    const settle = (failed: boolean) => {
      if (settled) return;
      settled = true;
      for (const { key, limit } of keys) {
        this.release(key);
        if (failed) this.push(key, limit, this.clock.now());
      }
    };
    return { failed: () => settle(true), succeeded: () => settle(false) };
  }

  private retryAfterSeconds(key: string, limit: number, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length >= limit) {
      return Math.ceil((recent[recent.length - limit]! + this.windowMicros - now) / MICROS);
    }
    return recent.length + (this.pending.get(key) ?? 0) >= limit ? PENDING_RETRY_SECONDS : 0;
  }

  private release(key: string): void {
    const left = (this.pending.get(key) ?? 1) - 1;
    if (left > 0) this.pending.set(key, left);
    else this.pending.delete(key);
  }

  private push(key: string, limit: number, now: number): void {
    if (this.failures.size > SWEEP_THRESHOLD) this.sweep(now);
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent.slice(-limit));
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => at > now - this.windowMicros);
  }

  private sweep(now: number): void {
    for (const [key, times] of this.failures) {
      if (times.every((at) => at <= now - this.windowMicros)) this.failures.delete(key);
    }
  }

  private get windowMicros(): number {
    return this.policy.windowSeconds * MICROS;
  }
}

function pairKey(username: string, address: string): string {
  return `u:${usernameKey(username)}\u0000${address}`;
}

function addressKey(address: string): string {
  return `a:${address}`;
}
