import type { Row } from '../support/report.js';
import { type Bench, loadRow, type ServiceLoad } from './scenario.js';

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
