import { describe, expect, it } from 'vitest';
import { MemoryLoginFailuresRepository } from '../../../adapters/persistence/memory/access/memory-login-failures.repository.js';
import { type LoginAttempt, LoginThrottle } from '../../../application/access/login-throttle.js';
import type { SecurityEvents } from '../../../application/access/ports/security-events.js';
import type { Clock } from '../../../application/shared/ports/clock.js';
import { TooManyLoginAttempts } from '../../../domain/access/access.errors.js';
import { type Instant, instantFromMicros } from '../../../domain/shared/instant.js';
import { signal } from '../../support/signal.js';

class ManualClock implements Clock {
  constructor(private micros = 1_000_000_000_000_000) {}
  now(): Instant {
    return instantFromMicros(this.micros);
  }
  advanceSeconds(seconds: number): void {
    this.micros += seconds * 1_000_000;
  }
}

type LockedOut = Parameters<SecurityEvents['lockedOut']>[0];

function throttleWith(clock = new ManualClock()) {
  const events: LockedOut[] = [];
  const throttle = new LoginThrottle(clock, new MemoryLoginFailuresRepository(), {
    lockedOut: (event) => events.push(event),
  });
  return { throttle, clock, events };
}

async function failTimes(throttle: LoginThrottle, times: number, username: string, address: string) {
  for (let i = 0; i < times; i++) await (await throttle.reserve(username, address)).failed();
}

async function canTry(throttle: LoginThrottle, username: string, address: string): Promise<boolean> {
  try {
    (await throttle.reserve(username, address)).succeeded();
    return true;
  } catch (error) {
    if (error instanceof TooManyLoginAttempts) return false;
    throw error;
  }
}

describe('login throttle', () => {
  it('when 9 failures are recorded, then the pair may still try; at 10 it is blocked with a retry delay', async () => {
    const { throttle } = throttleWith();
    await failTimes(throttle, 9, 'bob', '10.0.0.1');
    expect(await canTry(throttle, 'bob', '10.0.0.1')).toBe(true);
    await (await throttle.reserve('BOB', '10.0.0.1')).failed();
    const refused = throttle.reserve('bob', '10.0.0.1');
    await expect(refused).rejects.toBeInstanceOf(TooManyLoginAttempts);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 15 * 60 });
  });

  it('when a key reaches its limit, then one lockout event names the username and address, never more for that lockout', async () => {
    const { throttle, events } = throttleWith();
    await failTimes(throttle, 10, 'Bob', '10.0.0.1');
    expect(events).toEqual([
      {
        username: 'bob',
        clientAddress: '10.0.0.1',
        limit: 'username-and-address',
        until: expect.stringMatching(/Z$/),
      },
    ]);
    expect(JSON.stringify(events)).not.toContain('password');
  });

  it('when the pair is blocked, then other users and other addresses are not', async () => {
    const { throttle } = throttleWith();
    await failTimes(throttle, 10, 'bob', '10.0.0.1');
    expect(await canTry(throttle, 'alice', '10.0.0.1')).toBe(true);
    expect(await canTry(throttle, 'bob', '10.0.0.2')).toBe(true);
  });

  it('when the window has passed since the failures, then the pair may try again', async () => {
    const { throttle, clock } = throttleWith();
    await failTimes(throttle, 10, 'bob', '10.0.0.1');
    clock.advanceSeconds(15 * 60 - 1);
    expect(await canTry(throttle, 'bob', '10.0.0.1')).toBe(false);
    clock.advanceSeconds(2);
    expect(await canTry(throttle, 'bob', '10.0.0.1')).toBe(true);
  });

  it('when one address fails 100 times across many names, then every login from it is blocked', async () => {
    const { throttle, events } = throttleWith();
    for (let i = 0; i < 100; i++) await (await throttle.reserve(`user${i}`, '10.0.0.9')).failed();
    expect(await canTry(throttle, 'fresh-name', '10.0.0.9')).toBe(false);
    expect(await canTry(throttle, 'fresh-name', '10.0.0.10')).toBe(true);
    expect(events.map((event) => event.limit)).toEqual(['address']);
  });

  it('when a name holds a NUL or a lone surrogate, then it is counted under its own key like any other', async () => {
    const { throttle } = throttleWith();
    await failTimes(throttle, 10, 'bob\u0000', '10.0.0.1');
    expect(await canTry(throttle, 'bob\u0000', '10.0.0.1')).toBe(false);
    expect(await canTry(throttle, 'bob', '10.0.0.1')).toBe(true);
    await failTimes(throttle, 10, 'bob\ud800', '10.0.0.1');
    expect((await throttle.lockouts()).map((lockout) => lockout.username)).toEqual([
      'bob\u0000',
      'bob\ud800',
    ]);
  });

  it.each([
    ['pair', 10, (_i: number): string => 'bob'],
    ['address', 100, (i: number): string => `user${i}`],
  ] as const)(
    'when a burst of attempts is still being judged, then the %s budget counts them (only %i get a place)',
    async (_, limit, username) => {
      const { throttle } = throttleWith();
      const reserved: LoginAttempt[] = [];
      for (let i = 0; i < limit * 3; i++) {
        try {
          reserved.push(await throttle.reserve(username(i), '10.0.0.1'));
        } catch (error) {
          expect(error).toBeInstanceOf(TooManyLoginAttempts);
          expect((error as TooManyLoginAttempts).retryAfterSeconds).toBeGreaterThan(0);
        }
      }
      expect(reserved).toHaveLength(limit);
    },
  );

  it('when reserved attempts succeed, then their places come back and nothing is counted', async () => {
    const { throttle } = throttleWith();
    const burst = await Promise.all(Array.from({ length: 10 }, () => throttle.reserve('bob', '10.0.0.1')));
    expect(await canTry(throttle, 'bob', '10.0.0.1')).toBe(false);
    for (const attempt of burst) attempt.succeeded();
    await failTimes(throttle, 9, 'bob', '10.0.0.1');
    expect(await canTry(throttle, 'bob', '10.0.0.1')).toBe(true);
  });

  it('when an attempt is settled twice, then only the first outcome counts', async () => {
    const { throttle } = throttleWith();
    for (let i = 0; i < 9; i++) {
      const attempt = await throttle.reserve('bob', '10.0.0.1');
      await attempt.failed();
      attempt.succeeded();
      await attempt.failed();
    }
    expect(await canTry(throttle, 'bob', '10.0.0.1')).toBe(true);
    await (await throttle.reserve('bob', '10.0.0.1')).failed();
    expect(await canTry(throttle, 'bob', '10.0.0.1')).toBe(false);
  });

  it('when lockouts are listed and lifted, then only the lifted username or address may try again', async () => {
    const { throttle } = throttleWith();
    await failTimes(throttle, 10, 'bob', '10.0.0.1');
    await failTimes(throttle, 10, 'bob', '10.0.0.2');
    await failTimes(throttle, 10, 'bobby', '10.0.0.1');
    expect(
      (await throttle.lockouts()).map(({ username, clientAddress }) => `${username}@${clientAddress}`),
    ).toEqual(['bob@10.0.0.1', 'bob@10.0.0.2', 'bobby@10.0.0.1']);
    expect(await throttle.liftUsername('BOB')).toBe(2);
    expect(await canTry(throttle, 'bob', '10.0.0.1')).toBe(true);
    expect(await canTry(throttle, 'bob', '10.0.0.2')).toBe(true);
    expect(await canTry(throttle, 'bobby', '10.0.0.1')).toBe(false);
  });

  it('when a failure is stored while another attempt reads, then that attempt reads again and counts it', async () => {
    const stored = new MemoryLoginFailuresRepository();
    const gate = signal();
    let held = 0;
    // The second read sees the failures as they were when it began, and answers only once let go.
    const slow = Object.assign(Object.create(stored) as MemoryLoginFailuresRepository, {
      since: async (keys: readonly string[], since: Instant) => {
        const snapshot = await stored.since(keys, since);
        if (++held === 2) await gate.happened;
        return snapshot;
      },
    });
    const policy = { failuresPerUsernameAndAddress: 1, failuresPerAddress: 100, windowSeconds: 900 };
    const throttle = new LoginThrottle(new ManualClock(), slow, undefined, policy);
    const first = await throttle.reserve('bob', '10.0.0.1');
    const second = throttle.reserve('bob', '10.0.0.1');
    await first.failed();
    gate.fire();
    await expect(second).rejects.toBeInstanceOf(TooManyLoginAttempts);
  });
});
