import { describe, expect, it } from 'vitest';
import { ThreadPool, threadCount } from '../../../adapters/threads/thread-pool.js';

/** Doubles a number; fails on a negative one; exits on NaN. */
const DOUBLER = {
  source: `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, n }) => {
  if (Number.isNaN(n)) process.exit(1);
  parentPort.postMessage(n < 0 ? { id, failure: 'negative' } : { id, value: n * 2 });
});
`,
  workerData: null,
  stopped: 'a doubling thread stopped',
  failure: (failure: string) => new Error(failure),
};

describe('thread pool', () => {
  it('when the machine has n cores, then n - 1 threads run, at least one and at most four', () => {
    expect([1, 2, 3, 8, 64].map((cores) => threadCount(cores))).toEqual([1, 1, 2, 4, 4]);
  });

  it('when jobs answer, fail or stop their thread, then each settles with its own outcome and the pool goes on', async () => {
    const pool = new ThreadPool<{ n: number }, number, string>(DOUBLER, 2);
    try {
      expect(await Promise.all([1, 2, 3].map((n) => pool.run({ n })))).toEqual([2, 4, 6]);
      await expect(pool.run({ n: -1 })).rejects.toThrow('negative');
      await expect(pool.run({ n: Number.NaN })).rejects.toThrow('a doubling thread stopped');
      expect(await pool.run({ n: 21 })).toBe(42);
    } finally {
      await pool.stop(new Error('stopped'));
    }
  });
});
