import { type Load, runLoad, type Span } from '../support/autocannon-run.js';
import { megabytes, type Row } from '../support/report.js';
import type { ServiceChild } from '../support/service-child.js';

export interface Settings {
  /** Length of each load scenario. */
  readonly span: Span;
  /** An unreported load before the first measured one, so that the JIT has compiled the hot paths. */
  readonly warmUp: Span;
  /** Time the restarted service is left alone before its idle resident set is read. */
  readonly idleSeconds: number;
  /** Tasks seeded for the reads and the PDF. */
  readonly tasks: number;
  /** Rows of the CSV import, exported back. */
  readonly csvRows: number;
  /** Tasks exported and listed while `/health/live` is probed (bench/scenarios/stalls.ts). */
  readonly stallTasks: number;
}

/** What every scenario against one running service needs. */
export interface Bench {
  readonly service: ServiceChild;
  readonly token: string;
  readonly settings: Settings;
  readonly baselineRps: number;
  /** IDs of the seeded tasks. */
  readonly ids: readonly number[];
}

export type ServiceLoad = Omit<Load, 'url' | 'span' | 'token'>;

/** Runs one load against the service: throughput, its ratio to the baseline, latencies, peak RSS. */
export async function loadRow(bench: Bench, scenario: string, load: ServiceLoad): Promise<Row> {
  bench.service.resetPeak();
  const cpuBefore = bench.service.cpuSeconds();
  const result = await runLoad({
    ...load,
    url: bench.service.base,
    span: bench.settings.span,
    token: bench.token,
  });
  return {
    scenario,
    requestsPerSecond: result.requestsPerSecond,
    ratioToBaseline: result.requestsPerSecond / bench.baselineRps,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    requests: result.requests,
    cpuMicrosPerRequest: ((bench.service.cpuSeconds() - cpuBefore) * 1e6) / Math.max(result.requests, 1),
    // A scenario that answered nothing has not been measured.
    failures: result.requests === 0 ? 1 : result.failures,
    conflicts: load.expect.includes(409) ? (result.byStatus['409'] ?? 0) : undefined,
    peakRssMb: megabytes(bench.service.memory().peak),
  };
}

/** Seeds `count` tasks through the API; their IDs. */
export async function seedTasks(service: ServiceChild, token: string, count: number): Promise<number[]> {
  const description = 'Ελληνικά και кириллица, accents: café, naïve. Long enough to wrap on a page. '.repeat(
    4,
  );
  const tasks = Array.from({ length: count }, (_, i) => ({
    code: `T-${String(i).padStart(5, '0')}`,
    label: `Task ${i}: Προετοιμασία отчёта`,
    description,
    status: 'IN_PROGRESS',
    priority: 'HIGH',
    dueDate: '2027-03-01',
    assignedTo: 'Ζωή Петрова',
  }));
  return seedThroughApi(service, token, tasks);
}

/** Seeds these tasks through the service's bulk path, in order; their IDs. */
export async function seedThroughApi(
  service: ServiceChild,
  token: string,
  tasks: readonly object[],
): Promise<number[]> {
  const seeded = await service.send(
    'POST',
    '/api/v1/task/seed',
    token,
    JSON.stringify(tasks),
    'application/json',
  );
  if (seeded.status !== 201) throw new Error(`seed failed: ${seeded.status} ${await seeded.text()}`);
  return ((await seeded.json()) as { id: number }[]).map((task) => task.id);
}
