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

const MICROS = 1_000_000;
/** Sweep expired keys once the map grows past this, so a flood of names cannot exhaust memory. */
const SWEEP_THRESHOLD = 10_000;

/**
 * Counts failed logins in a sliding window (D3). In-process by design: each instance
 * counts its own failures (documented in docs/deployment.md).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
  ) {}

  /** Throws TooManyLoginAttempts while either the pair or the address is over its limit. */
  check(username: string, address: string): void {
    const now = this.clock.now();
    const wait = Math.max(
      this.retryAfter(pairKey(username, address), this.policy.failuresPerUsernameAndAddress, now),
      this.retryAfter(addressKey(address), this.policy.failuresPerAddress, now),
    );
    if (wait > 0) throw new TooManyLoginAttempts(Math.ceil(wait / MICROS));
  }

  recordFailure(username: string, address: string): void {
    const now = this.clock.now();
    if (this.failures.size > SWEEP_THRESHOLD) this.sweep(now);
    this.push(pairKey(username, address), this.policy.failuresPerUsernameAndAddress, now);
    this.push(addressKey(address), this.policy.failuresPerAddress, now);
  }

  private retryAfter(key: string, limit: number, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < limit) return 0;
    return recent[recent.length - limit]! + this.windowMicros - now;
  }

  private push(key: string, limit: number, now: number): void {
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
