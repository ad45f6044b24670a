import type { Row } from '../support/report.js';
import { type Bench, loadRow } from './scenario.js';

export function getOneTask(bench: Bench): Promise<Row> {
  return loadRow(bench, 'GET one task (50 conn)', {
    connections: 50,
    path: `/api/v1/task/${bench.ids[0]}`,
    expect: [200],
  });
}

export function listTasks(bench: Bench): Promise<Row> {
  return loadRow(bench, `GET list of ${bench.ids.length} (10 conn)`, {
    connections: 10,
    path: '/api/v1/task',
    expect: [200],
  });
}
