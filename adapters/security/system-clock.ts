import type { Clock } from '../../application/shared/ports/clock.js';
import { type Instant, instantFromMicros } from '../../domain/shared/instant.js';

/** Wall-clock time in whole microseconds, never going backwards within the process. */
export class SystemClock implements Clock {
  private last = 0;

  now(): Instant {
    const micros = Math.floor((performance.timeOrigin + performance.now()) * 1000);
    this.last = Math.max(micros, this.last);
    return instantFromMicros(this.last);
  }
}
