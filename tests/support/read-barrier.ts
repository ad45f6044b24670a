import type { Persistence } from '../../adapters/persistence/open-persistence.js';

/**
 * Once armed for N parties, holds the result of each `findById` of the record repositories
 * until N callers have read, then lets them all go and disarms. Concurrent writers thus all
 * read the same version before any of them writes: an optimistic-lock race that happens
 * every time instead of by luck. One barrier may wrap several service instances.
 */
export class ReadBarrier {
  private parties = 0;
  private waiting: (() => void)[] = [];
  private onArrival: (() => void) | undefined;

  arm(parties: number): void {
    this.parties = parties;
  }

  /** Resolves once a caller has read and is being held. */
  firstArrival(): Promise<void> {
    if (this.waiting.length > 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.onArrival = resolve;
    });
  }

  /** The decorator to pass as the `persistence` override. */
  readonly wrap = (opened: Persistence): Persistence => ({
    ...opened,
    tasks: this.hold(opened.tasks),
    templateObjects: this.hold(opened.templateObjects),
  });

  private arrive(): Promise<void> {
    if (this.parties === 0) return Promise.resolve();
    return new Promise<void>((release) => {
      this.waiting.push(release);
      this.onArrival?.();
      this.onArrival = undefined;
      if (this.waiting.length < this.parties) return;
      for (const go of this.waiting) go();
      this.waiting = [];
      this.parties = 0;
    });
  }

  private hold<R extends object>(repository: R): R {
    return new Proxy(repository, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'findById' || typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          const found = await value.apply(target, args);
          await this.arrive();
          return found;
        };
      },
    });
  }
}
