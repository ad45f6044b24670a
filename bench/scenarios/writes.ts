import type { Row } from '../support/report.js';
import { type Bench, loadRow } from './scenario.js';

export function createTasks(bench: Bench): Promise<Row> {
  // Codes must be unique among active tasks: a per-run prefix and a counter.
  const prefix = `C-${Date.now().toString(36)}`;
  let next = 0;
  return loadRow(bench, 'POST create (50 conn)', {
    connections: 50,
    method: 'POST',
    path: '/api/v1/task',
    body: '{}',
    expect: [201],
    setupRequest: (request) => {
      const code = `${prefix}-${next++}`;
      return { ...request, body: JSON.stringify({ code, label: `Created ${code}` }) };
    },
  });
}

export function updateTasks(bench: Bench): Promise<Row> {
  // Round-robin over every seeded task, so that two writers rarely hold the same one (409).
  let next = 0;
  return loadRow(bench, 'PUT update label (50 conn)', {
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
