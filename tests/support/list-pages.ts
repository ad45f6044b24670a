// Reading lists over HTTP in tests: one field of every row, and every page followed by its Link.
import { expect } from 'vitest';
import { json } from './http.js';
import type { UsedTestApp } from './use-test-app.js';

/** The next page's address in a list answer, or null on the last page. */
export function nextPage(response: Response): string | null {
  return /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
}

/** `field` of every row a GET answers, which must be a 200. */
export async function listed(t: UsedTestApp, path: string, field: string): Promise<unknown[]> {
  const response = await t.request('GET', path, { token: t.admin });
  expect(response.status, path).toBe(200);
  return ((await json(response)) as Record<string, unknown>[]).map((row) => row[field]);
}

/** `field` of every row of every page, from `first` through each Link until the last page. */
export async function walked(t: UsedTestApp, first: string, field: string): Promise<unknown[]> {
  const seen: unknown[] = [];
  for (let next: string | null = first; next; ) {
    const response = await t.request('GET', next, { token: t.admin });
    expect(response.status, next).toBe(200);
    seen.push(...((await json(response)) as Record<string, unknown>[]).map((row) => row[field]));
    next = nextPage(response);
  }
  return seen;
}
