import { setTimeout as delay } from 'node:timers/promises';
import { expect } from 'vitest';
import type { Answer } from './traffic.js';

/** The longest the event loop went without running a 5 ms timer, from now until `stop()`. */
export function watchEventLoop(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last);
    },
  };
}

/** Polls `condition` until it holds; fails after `timeoutMs`. Resolves with the time waited. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<number> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > timeoutMs) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await delay(20);
  }
  return performance.now() - started;
}

/** What a client must see while the database is away: a 503 problem saying when to retry, no internals. */
export function expectUnavailableProblem(
  answer: Pick<Answer, 'status' | 'contentType' | 'retryAfter' | 'body'>,
) {
  expect(answer.status).toBe(503);
  expect(answer.contentType).toBe('application/problem+json');
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(JSON.parse(answer.body)).toMatchObject({ status: 503, code: 'DATABASE.UNAVAILABLE' });
  expectNoInternals(answer.body);
}

/** No SQL text, no stack frame, no driver message. */
export function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\b(select|insert|update|delete)\b.*\b(from|into|set)\b/i);
  expect(text).not.toMatch(/\n\s+at |"stack"|Failed query|params:/);
}

/** What a client must see when the database has no space left: a 507 problem saying when to retry, no internals. */
export function expectStorageFullProblem(
  answer: Pick<Answer, 'status' | 'contentType' | 'retryAfter' | 'body'>,
) {
  expect(answer.status).toBe(507);
  expect(answer.contentType).toBe('application/problem+json');
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(JSON.parse(answer.body)).toMatchObject({ status: 507, code: 'DATABASE.STORAGE_FULL' });
  expectNoInternals(answer.body);
}
