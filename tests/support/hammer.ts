import { performance } from 'node:perf_hooks';
import { onTestFinished } from 'vitest';

/** One request of a hammer: when it started (performance.now()) and how it was answered. */
export interface Shot {
  readonly startedAt: number;
  readonly status: number;
}

/**
 * Sends `call` from `clients` loops at once, each starting its next request once the previous
 * one is answered, until stopped; records when each request started. Stopping waits
 * for the requests in flight. A test that ends without stopping it (it failed, or timed out) stops
 * it too, so no request reaches an app already closed.
 */
export function hammer(clients: number, call: () => Promise<Response>) {
  const shots: Shot[] = [];
  let running = true;
  onTestFinished(() => {
    running = false;
  });
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      const startedAt = performance.now();
      const response = await call();
      await response.body?.cancel();
      shots.push({ startedAt, status: response.status });
      // An in-memory request may never leave the microtask queue: yield, as a socket would.
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return {
    shots,
    /** Resolves once `count` requests have been answered, so the hammer is known to be running. */
    async answered(count: number): Promise<void> {
      while (shots.length < count) await new Promise((resolve) => setImmediate(resolve));
    },
    async stop(): Promise<Shot[]> {
      running = false;
      await Promise.all(loops);
      return shots;
    },
  };
}
