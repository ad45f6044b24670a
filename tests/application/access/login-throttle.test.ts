import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../../application/access/login-throttle.js';
import type { Clock } from '../../../application/shared/ports/clock.js';
import { TooManyLoginAttempts } from '../../../domain/access/access.errors.js';
import { type Instant, instantFromMicros } from '../../../domain/shared/instant.js';

class ManualClock implements Clock {
  constructor(private micros = 1_000_000_000_000_000) {}
  now(): Instant {
    return instantFromMicros(this.micros);
  }
  advanceSeconds(seconds: number): void {
    this.micros += seconds * 1_000_000;
  }
}

function failTimes(throttle: LoginThrottle, times: number, username: string, address: string): void {
  for (let i = 0; i < times; i++) throttle.reserve(username, address).failed();
}

function canTry(throttle: LoginThrottle, username: string, address: string): boolean {
  try {
    throttle.reserve(username, address).succeeded();
    return true;
  } catch (error) {
    if (error instanceof TooManyLoginAttempts) return false;
    throw error;
  }
}

describe('login throttle', () => {
  it('when 9 failures are recorded, then the pair may still try; at 10 it is blocked with a retry delay', () => {
    const clock = new ManualClock();
    const throttle = new LoginThrottle(clock);
    failTimes(throttle, 9, 'bob', '10.0.0.1');
    expect(canTry(throttle, 'bob', '10.0.0.1')).toBe(true);
    throttle.reserve('BOB', '10.0.0.1').failed();
    try {
      throttle.reserve('bob', '10.0.0.1');
      expect.unreachable('the tenth failure blocks the pair');
    } catch (error) {
      expect(error).toBeInstanceOf(TooManyLoginAttempts);
      expect((error as TooManyLoginAttempts).retryAfterSeconds).toBe(15 * 60);
    }
  });

  it('when the pair is blocked, then other users and other addresses are not', () => {
    const throttle = new LoginThrottle(new ManualClock());
    failTimes(throttle, 10, 'bob', '10.0.0.1');
    expect(canTry(throttle, 'alice', '10.0.0.1')).toBe(true);
    expect(canTry(throttle, 'bob', '10.0.0.2')).toBe(true);
  });

  it('when the window has passed since the failures, then the pair may try again', () => {
    const clock = new ManualClock();
    const throttle = new LoginThrottle(clock);
    failTimes(throttle, 10, 'bob', '10.0.0.1');
    clock.advanceSeconds(15 * 60 - 1);
    expect(canTry(throttle, 'bob', '10.0.0.1')).toBe(false);
    clock.advanceSeconds(2);
    expect(canTry(throttle, 'bob', '10.0.0.1')).toBe(true);
  });

  it('when one address fails 100 times across many names, then every login from it is blocked', () => {
    const throttle = new LoginThrottle(new ManualClock());
    for (let i = 0; i < 100; i++) throttle.reserve(`user${i}`, '10.0.0.9').failed();
    expect(canTry(throttle, 'fresh-name', '10.0.0.9')).toBe(false);
    expect(canTry(throttle, 'fresh-name', '10.0.0.10')).toBe(true);
  });

  it.each([
    ['pair', 10, (_i: number): string => 'bob'],
    ['address', 100, (i: number): string => `user${i}`],
  ] as const)(
    'when a burst of attempts is still being judged, then the %s budget counts them (only %i get a place)',
    (_, limit, username) => {
      const throttle = new LoginThrottle(new ManualClock());
      const reserved = [];
      for (let i = 0; i < limit * 3; i++) {
        try {
          reserved.push(throttle.reserve(username(i), '10.0.0.1'));
        } catch (error) {
          expect(error).toBeInstanceOf(TooManyLoginAttempts);
          expect((error as TooManyLoginAttempts).retryAfterSeconds).toBeGreaterThan(0);
        }
      }
      expect(reserved).toHaveLength(limit);
    },
  );

  it('when reserved attempts succeed, then their places come back and nothing is counted', () => {
    const throttle = new LoginThrottle(new ManualClock());
    const burst = Array.from({ length: 10 }, () => throttle.reserve('bob', '10.0.0.1'));
    expect(canTry(throttle, 'bob', '10.0.0.1')).toBe(false);
    for (const attempt of burst) attempt.succeeded();
    failTimes(throttle, 9, 'bob', '10.0.0.1');
    expect(canTry(throttle, 'bob', '10.0.0.1')).toBe(true);
  });

  it('when an attempt is settled twice, then only the first outcome counts', () => {
    const throttle = new LoginThrottle(new ManualClock());
    for (let i = 0; i < 9; i++) {
      const attempt = throttle.reserve('bob', '10.0.0.1');
      attempt.failed();
      attempt.succeeded();
      attempt.failed();
    }
    expect(canTry(throttle, 'bob', '10.0.0.1')).toBe(true);
    throttle.reserve('bob', '10.0.0.1').failed();
    expect(canTry(throttle, 'bob', '10.0.0.1')).toBe(false);
  });
});
