import type { Schedule } from '../../adapters/http/lingering-close.js';

interface Pending {
  readonly ms: number;
  readonly fire: () => void;
  cancelled: boolean;
}

/** Timers that run only when the test fires them, and tell when they are set. */
export class ManualSchedule {
  readonly #timers: Pending[] = [];
  readonly #waiters: { readonly ms: number; readonly count: number; readonly resolve: () => void }[] = [];

  readonly schedule: Schedule = (ms, fire) => {
    const timer: Pending = { ms, fire, cancelled: false };
    this.#timers.push(timer);
    const count = this.set(ms);
    for (const waiter of this.#waiters.filter((w) => w.ms === ms && w.count <= count)) {
      this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    return () => {
      timer.cancelled = true;
    };
  };

  /** How many timers of `ms` were ever set. */
  set(ms: number): number {
    return this.#timers.filter((t) => t.ms === ms).length;
  }

  /** Resolves once `count` timers of `ms` have been set (at once when they have). */
  setTimes(ms: number, count = 1): Promise<void> {
    if (this.set(ms) >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ ms, count, resolve }));
  }

  /** How many timers of `ms` are set and neither cancelled nor fired. */
  pending(ms?: number): number {
    return this.#timers.filter((t) => !t.cancelled && (ms === undefined || t.ms === ms)).length;
  }

  /** Fires every waiting timer of `ms`, as if that much time had passed. */
  fire(ms: number): void {
    for (const timer of this.#timers.filter((t) => !t.cancelled && t.ms === ms)) {
      timer.cancelled = true;
      timer.fire();
    }
  }
}
