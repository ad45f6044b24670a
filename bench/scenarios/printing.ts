import { megabytes, type Row } from '../support/report.js';
import { type Bench, loadRow } from './scenario.js';

const PRINT = '/api/v1/task/print.pdf';

/** The PDF of every seeded task, alone; the first render also starts the worker thread. */
export async function printTasks(bench: Bench): Promise<Row> {
  bench.service.resetPeak();
  const pdf = await bench.service.timed('GET', PRINT, bench.token);
  return {
    scenario: `PDF of ${bench.ids.length} tasks (cold)`,
    failures: pdf.status === 200 ? 0 : 1,
    peakRssMb: megabytes(bench.service.memory().peak),
    seconds: pdf.ms / 1000,
  };
}

/** GETs at 10 connections for as long as a PDF renders (in a worker thread, so reads should not wait). */
export async function getWhilePrinting(bench: Bench): Promise<Row> {
  const printing = bench.service.timed('GET', PRINT, bench.token);
  const row = await loadRow(bench, 'GET one task, PDF rendering (10 conn)', {
    connections: 10,
    path: `/api/v1/task/${bench.ids[0]}`,
    expect: [200],
    until: printing,
  });
  const pdf = await printing;
  return { ...row, failures: row.failures + (pdf.status === 200 ? 0 : 1), seconds: pdf.ms / 1000 };
}
