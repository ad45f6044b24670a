// A postgres.js pool replaced by a fresh one after its connections fail, and how its connections are made.
import type postgres from 'postgres';
import { breaksPool } from './postgres-errors.js';

/** Lets a burst of failures (every connection killed at once) end in one renewal. */
const RENEW_DELAY_MS = 100;
const MIN_RENEW_INTERVAL_MS = 1000;

/**
 * A postgres.js pool that is replaced by a fresh one after its connections fail.
 *
 * postgres.js 3.4.9 can be left broken when a connection dies with a write pending: the
 * slot never sends its startup message again (CONNECT_TIMEOUT against a healthy server,
 * porsager/postgres#1208, LanternOps/breeze#3225), and queries queued on such slots may
 * never settle. So a failure of that kind schedules a renewal: new statements go to a new
 * pool, and the old one is ended: what still runs on it may finish within `graceSeconds`,
 * then whatever is stuck there is rejected.
 * A server that refuses connections (ECONNREFUSED) breaks nothing and renews nothing.
 */
export class RenewablePool {
  private current: postgres.Sql;
  private renewal: NodeJS.Timeout | undefined;
  private renewedAt = Number.NEGATIVE_INFINITY;
  private ended = false;
  private readonly retiring = new Set<Promise<void>>();

  constructor(
    private readonly open: () => postgres.Sql,
    private readonly graceSeconds: number,
  ) {
    this.current = open();
  }

  get client(): postgres.Sql {
    return this.current;
  }

  /** Called with every failed statement. */
  noteFailure(error: unknown): void {
    if (this.ended || this.renewal) return;
    if (!breaksPool(error)) return;
    const wait = Math.max(RENEW_DELAY_MS, this.renewedAt + MIN_RENEW_INTERVAL_MS - performance.now());
    this.renewal = setTimeout(() => this.renew(), wait);
  }

  async end(): Promise<void> {
    this.ended = true;
    clearTimeout(this.renewal);
    await Promise.all([this.current.end({ timeout: 1 }), ...this.retiring]);
  }

  private renew(): void {
    this.renewal = undefined;
    this.renewedAt = performance.now();
    const retired = this.current;
    this.current = this.open();
    const ending = retired.end({ timeout: this.graceSeconds }).catch(() => undefined);
    this.retiring.add(ending);
    void ending.then(() => this.retiring.delete(ending));
  }
}

/** A server that does not answer must not hold a request much longer than a statement may run. */
export function connectTimeoutSeconds(statementTimeoutMs: number): number {
  return Math.min(10, Math.max(1, statementTimeoutMs / 1000));
}

/**
 * Seconds before a pool connection tries again after a failed connect. postgres.js grows
 * this to 20 s, and queued queries wait for it: during an outage requests would hang, and
 * after it the first ones would wait long after the server is back. Attempts are made only
 * when a query needs a connection, so a short cap adds no load on an idle service.
 */
export function reconnectBackoff(retries: number): number {
  return (0.5 + Math.random() / 2) * Math.min(3 ** retries / 100, 1);
}
