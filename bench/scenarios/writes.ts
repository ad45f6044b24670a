import type { Row } from '../support/report.js';
import { type Bench, loadRow, type ServiceLoad } from './scenario.js';

/**
 * A webhook subscription that every write is matched against and none delivers to (it wants
 * `tag.deleted` only): what the outbox costs a write that has a subscriber, with no sending.
 */
export async function subscribeIdly(bench: Bench): Promise<void> {
  const body = JSON.stringify({ url: 'http://127.0.0.1:9/idle', events: ['tag.deleted'] });
  const response = await bench.service.send(
    'POST',
    '/api/v1/webhooks',
    bench.token,
    body,
    'application/json',
  );
  if (response.status !== 201) throw new Error(`the idle subscription answered ${response.status}`);
}

export function createTasks(bench: Bench, variant = ''): Promise<Row> {
  return loadRow(bench, `POST create (50 conn)${variant}`, createLoad());
}

/** Creates at 50 connections; codes must be unique among active tasks: a per-load prefix and a counter. */
export function createLoad(): ServiceLoad {
  const prefix = `C-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  let next = 0;
  return {
    connections: 50,
    method: 'POST',
    path: '/api/v1/task',
    body: '{}',
    expect: [201],
    setupRequest: (request) => {
      const code = `${prefix}-${next++}`;
      return { ...request, body: JSON.stringify({ code, label: `Created ${code}` }) };
    },
  };
}

export function updateTasks(bench: Bench, variant = ''): Promise<Row> {
  // Round-robin over every seeded task, so that two writers rarely hold the same one (409).
  let next = 0;
  return loadRow(bench, `PUT update label (50 conn)${variant}`, {
    connections: 50,
    method: 'PUT',
    body: '{}',
    expect: [200, 409],
    setupRequest: (request) => {
      const id = bench.ids[next++ % bench.ids.length];
      return { ...request, path: `/api/v1/task/${id}`, body: JSON.stringify({ label: `Updated ${next}` }) };
    },
  });
}
