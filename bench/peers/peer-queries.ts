import type { ServiceLoad } from '../scenarios/scenario.js';
import { createLoad } from '../scenarios/writes.js';

/** One side of a compared scenario: its load, and one request whose answer is checked first. */
export interface PeerSide {
  /** A new load each run (creates need codes no earlier run used). */
  readonly load: () => ServiceLoad;
  readonly probe: { readonly method: string; readonly path: string; readonly body?: unknown };
}

/** The same question asked of both services. */
export interface PeerScenario {
  readonly name: string;
  readonly ours: PeerSide;
  readonly theirs: PeerSide;
}

/** IDs of the same task on each side (T-05000, or the middle one of a smaller seed). */
export interface SameTask {
  readonly ours: number;
  readonly theirs: number;
}

const get = (connections: number, path: string): PeerSide => ({
  load: () => ({ connections, path, expect: [200] }),
  probe: { method: 'GET', path },
});

/** Directus's query string: its `filter` as JSON, as its API takes it. */
const items = (query: Record<string, string>) => `/items/tasks?${new URLSearchParams(query)}`;

/** The four scenarios, each at the connections the service's own bench uses for it. */
export function peerScenarios(task: SameTask): PeerScenario[] {
  return [
    {
      name: 'GET one task (50 conn)',
      ours: get(50, `/api/v1/task/${task.ours}`),
      theirs: get(50, `/items/tasks/${task.theirs}`),
    },
    {
      name: 'GET page of 50 by code (10 conn)',
      ours: get(10, '/api/v1/task?limit=50'),
      theirs: get(10, items({ sort: 'code', limit: '50' })),
    },
    {
      // Ties of a due date come in descending ID order on our side: Directus is told so.
      name: 'GET status=TODO, sort -dueDate, 50 (10 conn)',
      ours: get(10, '/api/v1/task?status=TODO&sort=-dueDate&limit=50'),
      theirs: get(
        10,
        items({ filter: JSON.stringify({ status: { _eq: 'TODO' } }), sort: '-due_date,-id', limit: '50' }),
      ),
    },
    {
      name: 'POST create (50 conn)',
      ours: { load: createLoad, probe: { method: 'POST', path: '/api/v1/task', body: PROBE_TASK } },
      theirs: {
        load: () => ({ ...createLoad(), path: '/items/tasks', expect: [200] }),
        probe: { method: 'POST', path: '/items/tasks', body: PROBE_TASK },
      },
    },
  ];
}

const PROBE_TASK = { code: 'PROBE-CREATE', label: 'Created by the same-rows check' };

/** The codes of the tasks an answer holds, in its order: one task, a list, or Directus's `data`. */
export function codesOf(answer: unknown): string[] {
  const body = answer as { data?: unknown };
  const value = body !== null && typeof body === 'object' && 'data' in body ? body.data : answer;
  const rows = Array.isArray(value) ? value : [value];
  return rows.map((row) => String((row as { code?: unknown }).code));
}
