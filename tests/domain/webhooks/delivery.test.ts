import { describe, expect, it } from 'vitest';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import {
  afterFailure,
  attemptVerdict,
  RETRY_WINDOW_SECONDS,
  retryDelaySeconds,
} from '../../../domain/webhooks/delivery.js';

const SECOND = 1_000_000;
const start = instantFromMicros(1_800_000_000 * SECOND);

describe('retryDelaySeconds', () => {
  it('when failures add up, then the wait doubles from 5 s and stops at an hour', () => {
    expect([1, 2, 3, 4, 10, 11, 30].map((failures) => retryDelaySeconds(failures, 0))).toEqual([
      5, 10, 20, 40, 2560, 3600, 3600,
    ]);
  });

  it('when the jitter is at its most, then the wait is a fifth shorter, never longer', () => {
    expect(retryDelaySeconds(1, 0.999_999)).toBeCloseTo(4, 3);
    expect(retryDelaySeconds(12, 0.5)).toBe(3240);
  });
});

describe('afterFailure', () => {
  it('when the retry falls within a day of the first attempt, then it is planned', () => {
    const now = instantFromMicros(start + 60 * SECOND);
    expect(afterFailure(start, now, 3, 0)).toEqual({ retryAt: now + 20 * SECOND });
  });

  it('when the retry would fall after a day from the first attempt, then the delivery gives up', () => {
    const now = instantFromMicros(start + (RETRY_WINDOW_SECONDS - 100) * SECOND);
    expect(afterFailure(start, now, 20, 0)).toEqual({ giveUp: true });
  });
});

describe('attemptVerdict', () => {
  it.each([
    [200, 'delivered'],
    [204, 'delivered'],
    [299, 'delivered'],
    [301, 'retry'],
    [410, 'gone'],
    [429, 'retry'],
    [500, 'retry'],
  ] as const)('when the receiver answers %i, then the attempt is %s', (status, verdict) => {
    expect(attemptVerdict({ kind: 'answered', status, durationMs: 3 })).toBe(verdict);
  });

  it('when no answer came, then it is retried', () => {
    expect(attemptVerdict({ kind: 'no-answer', error: 'timeout', durationMs: 10_000 })).toBe('retry');
  });
});
