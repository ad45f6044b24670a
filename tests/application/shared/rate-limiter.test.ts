import { describe, expect, it } from 'vitest';
import type { RateCount, RateCounts } from '../../../application/shared/ports/rate-counts.js';
import { RateLimiter } from '../../../application/shared/rate-limits/rate-limiter.js';
import { type Instant, instantFromMicros } from '../../../domain/shared/instant.js';

class TestClock {
  micros = 1_800_000_000_000_000;
  now(): Instant {
    return instantFromMicros(this.micros);
  }
}

/** The shared counts of one database, as every instance adds to them. */
class SharedCounts implements RateCounts {
  readonly rows = new Map<string, number>();
  failNext = false;

  async add(counts: readonly RateCount[]): Promise<RateCount[]> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('connection lost');
    }
    return counts.map(({ key, window, hits }) => {
      const id = `${key}@${window}`;
      this.rows.set(id, (this.rows.get(id) ?? 0) + hits);
      return { key, window, hits: this.rows.get(id)! };
    });
  }

  async forgetBefore(window: number): Promise<void> {
    for (const id of this.rows.keys()) if (Number(id.split('@')[1]) < window) this.rows.delete(id);
  }
}

const REQUESTS = { name: 'requests', limit: 3 };
const WINDOW = 60;

describe('rate limiter', () => {
  it('when an identity spends its budget, then the next request is refused until the window ends', () => {
    const clock = new TestClock();
    const limiter = new RateLimiter(clock, WINDOW);
    clock.micros = Math.ceil(clock.micros / 60e6) * 60e6 + 15e6;
    expect([1, 2, 3].map(() => limiter.take('alice', REQUESTS).remaining)).toEqual([2, 1, 0]);
    const refused = limiter.take('alice', REQUESTS);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 45 });
    expect(limiter.take('bob', REQUESTS)).toMatchObject({ allowed: true, remaining: 2 });
    clock.micros += 45e6;
    expect(limiter.take('alice', REQUESTS)).toMatchObject({ allowed: true, remaining: 2, resetSeconds: 60 });
  });

  it('when policies differ, then each has its own budget for the same identity', () => {
    const limiter = new RateLimiter(new TestClock(), WINDOW);
    const expensive = { name: 'expensive', limit: 1 };
    expect(limiter.take('alice', expensive).allowed).toBe(true);
    expect(limiter.take('alice', expensive).allowed).toBe(false);
    expect(limiter.take('alice', REQUESTS).allowed).toBe(true);
  });

  it('when two instances share the counts, then after an exchange each refuses what both spent', async () => {
    const clock = new TestClock();
    const shared = new SharedCounts();
    const one = new RateLimiter(clock, WINDOW, shared);
    const two = new RateLimiter(clock, WINDOW, shared);
    one.take('alice', REQUESTS);
    one.take('alice', REQUESTS);
    two.take('alice', REQUESTS);
    await one.exchange();
    await two.exchange();
    expect(two.take('alice', REQUESTS).allowed).toBe(false);
    await one.exchange();
    expect(one.take('alice', REQUESTS).allowed).toBe(false);
    expect([...shared.rows.values()]).toEqual([3]);
  });

  it('when a request comes while an exchange is on its way, then its hit is neither lost nor counted twice', async () => {
    const clock = new TestClock();
    const shared = new SharedCounts();
    const limiter = new RateLimiter(clock, WINDOW, shared);
    limiter.take('alice', REQUESTS);
    const exchanging = limiter.exchange();
    limiter.take('alice', REQUESTS);
    await exchanging;
    expect(limiter.take('alice', REQUESTS)).toMatchObject({ allowed: true, remaining: 0 });
    await limiter.exchange();
    expect([...shared.rows.values()]).toEqual([3]);
    expect(limiter.take('alice', REQUESTS).allowed).toBe(false);
  });

  it('when the shared counts cannot be reached, then the hits are sent again next time and still count here', async () => {
    const clock = new TestClock();
    const shared = new SharedCounts();
    const limiter = new RateLimiter(clock, WINDOW, shared);
    limiter.take('alice', REQUESTS);
    shared.failNext = true;
    await expect(limiter.exchange()).rejects.toThrow('connection lost');
    expect(limiter.take('alice', REQUESTS).remaining).toBe(1);
    await limiter.exchange();
    expect([...shared.rows.values()]).toEqual([2]);
  });

  it('when windows end, then they are forgotten here and in the shared counts', async () => {
    const clock = new TestClock();
    const shared = new SharedCounts();
    const limiter = new RateLimiter(clock, WINDOW, shared);
    limiter.take('alice', REQUESTS);
    await limiter.exchange();
    clock.micros += WINDOW * 1e6;
    limiter.take('bob', REQUESTS);
    await limiter.exchange();
    await limiter.forgetEnded();
    expect(shared.rows.size).toBe(1);
    expect(limiter.take('alice', REQUESTS).remaining).toBe(2);
  });
});
