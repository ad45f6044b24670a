import type { Row } from '../support/report.js';
import { type Bench, loadRow, type ServiceLoad } from './scenario.js';

export const oneTaskLoad = (id: number): ServiceLoad => ({
  connections: 50,
  path: `/api/v1/task/${id}`,
  expect: [200],
});

/** The first page of 50 in the default order (docs/api/lists.md), as a list screen asks for it. */
export const pageLoad: ServiceLoad = { connections: 10, path: '/api/v1/task?limit=50', expect: [200] };

/** The service's own floor: its middleware and router, no token, no database. */
export function getLiveness(bench: Bench, variant = ''): Promise<Row> {
  return loadRow(bench, `GET /health/live (50 conn)${variant}`, {
    connections: 50,
    path: '/health/live',
    expect: [200],
  });
}

export function getOneTask(bench: Bench, variant = ''): Promise<Row> {
  return loadRow(bench, `GET one task (50 conn)${variant}`, oneTaskLoad(bench.ids[0]!));
}

export function pageOfTasks(bench: Bench): Promise<Row> {
  return loadRow(bench, 'GET page of 50 (10 conn)', pageLoad);
}

export function listTasks(bench: Bench): Promise<Row> {
  return loadRow(bench, `GET list of ${bench.ids.length} (10 conn)`, {
    connections: 10,
    path: '/api/v1/task',
    expect: [200],
  });
}
