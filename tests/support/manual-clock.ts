import type { Clock } from '../../application/shared/ports/clock.js';
import { type Instant, instantFromMicros } from '../../domain/shared/instant.js';

/**
 * A clock that stands still until the test moves it: expiries, caches and rate-limit windows
 * are reached by advancing it, never by waiting, so a loaded machine cannot change an outcome.
 */
export class ManualClock implements Clock {
  constructor(private micros = 1_795_000_000_123_456) {}

  now(): Instant {
    return instantFromMicros(this.micros);
  }

  advanceSeconds(seconds: number): void {
    this.micros += Math.round(seconds * 1_000_000);
  }

  /** The clock's time as a `Date` (millisecond precision), e.g. to write an expiry in a request. */
  date(): Date {
    return new Date(Math.floor(this.micros / 1000));
  }
}
