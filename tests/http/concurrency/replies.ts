import { expect } from 'vitest';

export interface Reply {
  readonly status: number;
  readonly contentType: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: assertions check the shape
  readonly body: any;
}

/** Starts `count` calls together, as concurrent clients would, and reads every reply. */
export function inParallel(count: number, call: (index: number) => Promise<Response>): Promise<Reply[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => call(index).then(reply)));
}

export async function reply(response: Response): Promise<Reply> {
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: text === '' ? undefined : JSON.parse(text),
  };
}

/** A 409 problem body (docs/api/errors.md#problem-bodies) whose code is one of `codes`. */
export function expectConflict(reply: Reply, codes: readonly string[]): void {
  expect(reply.contentType).toBe('application/problem+json');
  expect(reply.body).toMatchObject({ status: 409, title: 'Conflict' });
  expect(codes).toContain(reply.body.code);
}

/** How many replies had each status, e.g. `{ 201: 1, 409: 49 }`. */
export function tally(replies: readonly Reply[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of replies) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
