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
  for (let i = 0; i < times; i++) throttle.recordFailure(username, address);
}

describe('login throttle', () => {
  it('when 9 failures are recorded, then the pair may still try; at 10 it is blocked with a retry delay', () => {
    const clock = new ManualClock();
    const throttle = new LoginThrottle(clock);
    failTimes(throttle, 9, 'bob', '10.0.0.1');
    expect(() => throttle.check('bob', '10.0.0.1')).not.toThrow();
    throttle.recordFailure('BOB', '10.0.0.1');
    try {
      throttle.check('bob', '10.0.0.1');
      expect.unreachable('the tenth failure blocks the pair');
    } catch (error) {
      expect(error).toBeInstanceOf(TooManyLoginAttempts);
      expect((error as TooManyLoginAttempts).retryAfterSeconds).toBe(15 * 60);
    }
  });

  it('when the pair is blocked, then other users and other addresses are not', () => {
    const throttle = new LoginThrottle(new ManualClock());
    failTimes(throttle, 10, 'bob', '10.0.0.1');
    expect(() => throttle.check('alice', '10.0.0.1')).not.toThrow();
    expect(() => throttle.check('bob', '10.0.0.2')).not.toThrow();
  });

  it('when the window has passed since the failures, then the pair may try again', () => {
    const clock = new ManualClock();
    const throttle = new LoginThrottle(clock);
    failTimes(throttle, 10, 'bob', '10.0.0.1');
    clock.advanceSeconds(15 * 60 - 1);
    expect(() => throttle.check('bob', '10.0.0.1')).toThrow(TooManyLoginAttempts);
    clock.advanceSeconds(2);
    expect(() => throttle.check('bob', '10.0.0.1')).not.toThrow();
  });

  it('when one address fails 100 times across many names, then every login from it is blocked', () => {
    const throttle = new LoginThrottle(new ManualClock());
    for (let i = 0; i < 100; i++) throttle.recordFailure(`user${i}`, '10.0.0.9');
    expect(() => throttle.check('fresh-name', '10.0.0.9')).toThrow(TooManyLoginAttempts);
    expect(() => throttle.check('fresh-name', '10.0.0.10')).not.toThrow();
  });
});
