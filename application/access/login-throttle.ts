import { TooManyLoginAttempts } from '../../domain/access/access.errors.js';
import { usernameKey } from '../../domain/access/user.js';
import { formatInstant, type Instant, instantFromMicros } from '../../domain/shared/instant.js';
import type { Clock } from '../shared/ports/clock.js';
import type { LoginFailuresRepository } from './ports/login-failures.repository.js';
import { NO_SECURITY_EVENTS, type SecurityEvents } from './ports/security-events.js';

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
  failed(): Promise<void>;
  /** The login succeeded: the place is given back; successes are not counted. */
  succeeded(): void;
}

/** A key whose failures reached its limit. */
export interface Lockout {
  readonly username: string | null;
  readonly clientAddress: string;
  readonly limit: 'username-and-address' | 'address';
  readonly failures: number;
  /** At the latest: older failures may leave the window sooner. */
  readonly until: Instant;
}

interface ThrottleKey {
  readonly key: string;
  readonly limit: number;
}

const MICROS = 1_000_000;
/** Retry-After while attempts still being judged fill the budget: their outcome is a moment away. */
const PENDING_RETRY_SECONDS = 1;
/** Keys whose stored failures this instance tracks before it starts afresh. */
const COMMITTED_KEYS = 10_000;
/** Old failures are deleted on about one failure in this many. */
const PRUNE_EVERY = 50;
/** Separates a pair key's username (JSON-quoted, so it holds no raw tab) from its address. */
const SEPARATOR = '\t';

/**
 * Counts failed logins in a sliding window (docs/api/access.md#login-throttling). Failures are
 * stored, so every instance on one database counts the same ones; an attempt reserves its place
 * in this instance before the password is compared, so a burst of parallel attempts is judged
 * against the budget one by one, not all at once against the failures recorded before it.
 */
export class LoginThrottle {
  private readonly pending = new Map<string, number>();
  /** Failures this instance has stored, by key: a read of a key begun before one of them is made again. */
  private readonly committed = new Map<string, number>();
  private recorded = 0;

  constructor(
    private readonly clock: Clock,
    private readonly failures: LoginFailuresRepository,
    private readonly events: SecurityEvents = NO_SECURITY_EVENTS,
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
  ) {}

  /** Throws TooManyLoginAttempts while the pair or the address has no place left. */
  async reserve(username: string, address: string): Promise<LoginAttempt> {
    const keys = this.keysOf(username, address);
    const now = this.clock.now();
    const recent = await this.recentFailures(keys, now);
    const wait = Math.max(...keys.map(({ key, limit }) => this.retryAfterSeconds(key, limit, recent, now)));
    if (wait > 0) throw new TooManyLoginAttempts(wait);
    for (const { key } of keys) this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    let settled = false;
    return {
      failed: async () => {
        if (settled) return;
        settled = true;
        const at = this.clock.now();
        try {
          await this.failures.record(keyStrings(keys), at);
          // A flood of names must not grow this without bound; a reader that meets the reset reads again.
          if (this.committed.size > COMMITTED_KEYS) this.committed.clear();
          for (const { key } of keys) this.committed.set(key, (this.committed.get(key) ?? 0) + 1);
        } finally {
          // Released only once the failure is stored: no attempt judged meanwhile can miss it.
          for (const { key } of keys) this.release(key);
        }
        for (const { key, limit } of keys) {
          if ((recent.get(key)?.length ?? 0) + 1 !== limit) continue;
          const lockout = this.describe(key, at);
          this.events.lockedOut({ ...lockout, until: formatInstant(lockout.until) });
        }
        if (++this.recorded % PRUNE_EVERY === 0) await this.failures.forgetBefore(this.windowStart(at));
      },
      succeeded: () => {
        if (settled) return;
        settled = true;
        for (const { key } of keys) this.release(key);
      },
    };
  }

  /** Every key at or over its limit now. */
  async lockouts(): Promise<Lockout[]> {
    const now = this.clock.now();
    const minimum = Math.min(this.policy.failuresPerUsernameAndAddress, this.policy.failuresPerAddress);
    const frequent = await this.failures.frequent(this.windowStart(now), minimum);
    return frequent
      .filter(({ key, failures }) => failures >= this.limitOf(key))
      .map(({ key, failures, last }) => ({ ...this.describe(key, last), failures }));
  }

  /** Lifts every lockout of this username, from any address; how many keys were cleared. */
  liftUsername(username: string): Promise<number> {
    const prefix = `u:${quoted(username)}${SEPARATOR}`;
    return this.failures.forgetRange(prefix, `${prefix}\uffff`);
  }

  liftAddress(address: string): Promise<number> {
    const key = addressKey(address);
    return this.failures.forgetRange(key, `${key}\u0001`);
  }

  private keysOf(username: string, address: string): ThrottleKey[] {
    return [
      {
        key: `u:${quoted(username)}${SEPARATOR}${address}`,
        limit: this.policy.failuresPerUsernameAndAddress,
      },
      { key: addressKey(address), limit: this.policy.failuresPerAddress },
    ];
  }

  private limitOf(key: string): number {
    return key.startsWith('u:') ? this.policy.failuresPerUsernameAndAddress : this.policy.failuresPerAddress;
  }

  /** The lockout a key's failures make, ending at the latest one window after the last of them. */
  private describe(key: string, last: Instant): Omit<Lockout, 'failures'> {
    const until = instantFromMicros(last + this.windowMicros);
    if (key.startsWith('a:')) return { username: null, clientAddress: key.slice(2), limit: 'address', until };
    const separator = key.indexOf(SEPARATOR);
    const username = JSON.parse(key.slice(2, separator)) as string;
    return { username, clientAddress: key.slice(separator + 1), limit: 'username-and-address', until };
  }

  private retryAfterSeconds(
    key: string,
    limit: number,
    recent: Map<string, Instant[]>,
    now: Instant,
  ): number {
    const times = recent.get(key) ?? [];
    if (times.length >= limit) {
      return Math.ceil((times[times.length - limit]! + this.windowMicros - now) / MICROS);
    }
    return times.length + (this.pending.get(key) ?? 0) >= limit ? PENDING_RETRY_SECONDS : 0;
  }

  /**
   * The stored failures of the keys in the window. A read that began before this instance stored
   * a failure is made again: that attempt's place may be released before this one is judged.
   */
  private async recentFailures(keys: readonly ThrottleKey[], now: Instant): Promise<Map<string, Instant[]>> {
    const mark = () => keys.map(({ key }) => this.committed.get(key) ?? 0).join(',');
    for (;;) {
      const before = mark();
      const stored = await this.failures.since(keyStrings(keys), this.windowStart(now));
      if (before === mark()) return stored;
    }
  }

  private release(key: string): void {
    const left = (this.pending.get(key) ?? 1) - 1;
    if (left > 0) this.pending.set(key, left);
    else this.pending.delete(key);
  }

  private windowStart(now: Instant): Instant {
    return instantFromMicros(now - this.windowMicros);
  }

  private get windowMicros(): number {
    return this.policy.windowSeconds * MICROS;
  }
}

/**
 * The username as a key part: ignoring case, and JSON-quoted, so a NUL, a control or a lone
 * surrogate typed as a name is stored escaped (a database cannot hold a raw NUL) and two names
 * never share a key.
 */
function quoted(username: string): string {
  return JSON.stringify(usernameKey(username));
}

/** The keys as the failures are stored under them. */
function keyStrings(keys: readonly ThrottleKey[]): string[] {
  return keys.map(({ key }) => key);
}

function addressKey(address: string): string {
  return `a:${address}`;
}
