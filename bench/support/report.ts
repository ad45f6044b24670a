import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** One line of the table: a load scenario (req/s, latencies) or a batch one (seconds). */
export interface Row {
  readonly scenario: string;
  readonly requestsPerSecond?: number;
  readonly ratioToBaseline?: number;
  /** Throughput over the minimal same-stack app's, same load, measured right after. */
  readonly ratioToSameStack?: number;
  /** A write's throughput over the same write's on the service without the change log (bench/scenarios/write-cost.ts). */
  readonly ratioToUnlogged?: number;
  /** The same by the service's CPU time a request, which the machine's other work disturbs less. */
  readonly cpuRatioToUnlogged?: number;
  /** The service child's CPU time (user and system) during the load, per request answered. */
  readonly cpuMicrosPerRequest?: number;
  readonly p50Ms?: number;
  readonly p99Ms?: number;
  readonly requests?: number;
  /** Answers a correct service would not give, and connection errors. */
  readonly failures: number;
  /** 409s of the update scenario: expected now and then (optimistic locking), not failures. */
  readonly conflicts?: number;
  /** Peak resident set of the service child during this scenario alone (VmHWM reset before it). */
  readonly peakRssMb?: number;
  /** Resident set of the service child idle after start-up. */
  readonly idleRssMb?: number;
  readonly seconds?: number;
}

export interface BackendReport {
  readonly backend: string;
  readonly rows: Row[];
}

const COLUMNS: [string, number, (row: Row) => string][] = [
  ['scenario', 38, (row) => row.scenario],
  ['req/s', 9, (row) => fixed(row.requestsPerSecond, 0)],
  ['×base', 7, (row) => fixed(row.ratioToBaseline, 2)],
  ['×same', 7, (row) => fixed(row.ratioToSameStack, 2)],
  ['×nolog', 7, (row) => fixed(row.ratioToUnlogged, 2)],
  ['cpu ×nolog', 10, (row) => fixed(row.cpuRatioToUnlogged, 2)],
  ['µs cpu/req', 10, (row) => fixed(row.cpuMicrosPerRequest, 0)],
  ['p50 ms', 8, (row) => fixed(row.p50Ms, 1)],
  ['p99 ms', 8, (row) => fixed(row.p99Ms, 1)],
  ['failed', 7, (row) => String(row.failures)],
  ['409', 5, (row) => fixed(row.conflicts, 0)],
  ['peak RSS MB', 12, (row) => fixed(row.peakRssMb, 0)],
  ['idle RSS MB', 12, (row) => fixed(row.idleRssMb, 0)],
  ['seconds', 8, (row) => fixed(row.seconds, 2)],
];

export function table(report: BackendReport): string {
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(COLUMNS[i]![1]) : cell.padStart(COLUMNS[i]![1]))).join(' ');
  return [
    `\n${report.backend}`,
    line(COLUMNS.map(([title]) => title)),
    ...report.rows.map((row) => line(COLUMNS.map(([, , cell]) => cell(row)))),
  ].join('\n');
}

/** bench/results/: each run's figures, kept on this machine (git-ignored). */
export const RESULTS_FOLDER = new URL('../results/', import.meta.url);

/** Writes bench/results/<ISO date-time>.json; returns its path. */
export function writeResults(
  mode: string,
  baseline: Row,
  references: Row[],
  reports: BackendReport[],
): string {
  const folder = RESULTS_FOLDER;
  mkdirSync(folder, { recursive: true });
  const date = new Date().toISOString();
  const file = new URL(`${date.replaceAll(':', '-')}.json`, folder);
  const environment = { node: process.version, cpus: availableParallelism(), platform: process.platform };
  writeFileSync(
    file,
    `${JSON.stringify({ date, mode, ...environment, baseline, references, reports }, null, 2)}\n`,
  );
  return file.pathname;
}

export function megabytes(bytes: number): number {
  return bytes / 1024 / 1024;
}

function fixed(value: number | undefined, digits: number): string {
  return value === undefined ? '' : value.toFixed(digits);
}
