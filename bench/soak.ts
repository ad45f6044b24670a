/**
 * Soak: N minutes (default 10) of mixed load on one service child while its memory is sampled.
 * Reads (one task, the list), writes (create, update, archive), every 20 s a CSV export
 * re-imported (300 rows) and a JSON export, every 30 s a 100-task PDF, every 15 s a login.
 *
 *   npx tsx bench/soak.ts [--minutes N]              SQLite (a fresh temporary file)
 *   BENCH_DATABASE_URL=postgres://… npx tsx …        Postgres instead (a fresh database there)
 *
 * Prints per minute the requests, errors and RSS and heap ranges, then the RSS trend over the
 * second half and a verdict; writes bench/results/soak-<date>.json; exits 1 when it fails.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seedTasks } from './scenarios/scenario.js';
import { backends } from './support/databases.js';
import { megabytes } from './support/report.js';
import { ADMIN, type ServiceChild, withService } from './support/service-child.js';

const { values } = parseArgs({ options: { minutes: { type: 'string', default: '10' } } });
const minutes = Number(values.minutes);
if (!(minutes > 0)) throw new Error('--minutes takes a positive number');

const SAMPLE_MS = 5000;
/** An RSS trend above this over the second half counts as growth (a leak of ~1 KB per request). */
const SLOPE_LIMIT_MB_PER_MIN = 2;
const SEEDED = 300;
const PRINTED = 100;
const JSON_TYPE = 'application/json';

interface Sample {
  readonly seconds: number;
  readonly rssMb: number;
  readonly heapMb: number | null;
}

interface Minute {
  requests: number;
  unexpected: number;
  byClass: Record<string, number>;
}

// Postgres when BENCH_DATABASE_URL names a server, else SQLite: one soak, not one per backend.
const backend = backends().at(-1)!;
const folder = mkdtempSync(join(tmpdir(), 'soak-'));
const heapFile = join(folder, 'heap.json');
const perMinute: Minute[] = [];
const samples: Sample[] = [];
const load = [loadavg()[0]!];
const started = Date.now();
const until = started + minutes * 60_000;

try {
  await backend.withFreshDatabase((url) =>
    withService(url, soak, { script: new URL('./support/soak-serve.ts', import.meta.url), args: [heapFile] }),
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
load.push(loadavg()[0]!);
report();

async function soak(service: ServiceChild): Promise<void> {
  let token = await service.login();
  const ids = await seedTasks(service, token, SEEDED);

  /** One request, counted in its minute by status class; the body, read whole. */
  const call = async (method: string, path: string, expected: number, body?: string, type = JSON_TYPE) => {
    const minute = currentMinute();
    let status = 0;
    let text = '';
    try {
      const response = await service.send(method, path, token, body, type);
      status = response.status;
      text = await response.text();
    } catch {
      // A refused or broken connection: counted as "network" below.
    }
    const kind = status === 0 ? 'network' : `${Math.floor(status / 100)}xx`;
    minute.requests++;
    minute.byClass[kind] = (minute.byClass[kind] ?? 0) + 1;
    if (status !== expected) minute.unexpected++;
    return text;
  };

  let next = 0;
  const prefix = `S-${Date.now().toString(36)}`;
  const read = async () => {
    for (let i = 0; i < 5; i++) await call('GET', `/api/v1/task/${ids[next++ % ids.length]}`, 200);
    await call('GET', '/api/v1/task', 200);
  };
  const write = async () => {
    const code = `${prefix}-${next++}`;
    const created = await call('POST', '/api/v1/task', 201, JSON.stringify({ code, label: code }));
    const id = (JSON.parse(created || '{}') as { id?: number }).id;
    await call('PUT', `/api/v1/task/${id}`, 200, JSON.stringify({ label: `${code} updated` }));
    await call('DELETE', `/api/v1/task/${id}`, 204);
  };
  const exchange = async () => {
    // The seeded rows only: a written task archived meanwhile would come back as a new row.
    const [header, ...rows] = (await call('GET', '/api/v1/task/export.csv', 200)).split('\r\n');
    const seeded = rows.filter((row) => row.split(',')[1]?.startsWith('T-'));
    await call('POST', '/api/v1/task/import.csv', 201, `${[header, ...seeded].join('\r\n')}\r\n`, 'text/csv');
    await call('GET', '/api/v1/task/export.json', 200);
  };
  const print = () =>
    call('POST', '/api/v1/task/print-selected.pdf', 200, JSON.stringify({ ids: ids.slice(0, PRINTED) }));
  const login = async () => {
    const answer = await call('POST', '/api/v1/auth/login', 200, JSON.stringify(ADMIN));
    token = (JSON.parse(answer || '{}') as { accessToken?: string }).accessToken ?? token;
  };
  const sample = async () => {
    samples.push({
      seconds: (Date.now() - started) / 1000,
      rssMb: megabytes(service.memory().rss),
      heapMb: heapUsedMb(),
    });
  };

  await Promise.all([
    every(SAMPLE_MS, sample),
    every(10, read),
    every(10, read),
    every(20, write),
    every(20_000, exchange),
    every(30_000, print),
    every(15_000, login),
  ]);
  await sample();
}

/** The counters of the minute under way; the last iterations, ending after the deadline, count in the last one. */
function currentMinute(): Minute {
  const index = Math.min(Math.floor((Date.now() - started) / 60_000), Math.ceil(minutes) - 1);
  perMinute[index] ??= { requests: 0, unexpected: 0, byClass: {} };
  return perMinute[index];
}

/** Runs `action`, then waits `ms`, until the soak is over. */
async function every(ms: number, action: () => Promise<unknown>): Promise<void> {
  while (Date.now() < until) {
    await action();
    await new Promise((resolve) => setTimeout(resolve, Math.min(ms, Math.max(0, until - Date.now()))));
  }
}

function heapUsedMb(): number | null {
  try {
    return megabytes((JSON.parse(readFileSync(heapFile, 'utf8')) as { heapUsed: number }).heapUsed);
  } catch {
    return null;
  }
}

/** Least-squares slope of y over x. */
function slope(points: readonly (readonly [number, number])[]): number {
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const mx = mean(points.map(([x]) => x));
  const my = mean(points.map(([, y]) => y));
  const covariance = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

function report(): void {
  const range = (values: number[]) =>
    values.length === 0 ? ['', ''] : [Math.min(...values).toFixed(0), Math.max(...values).toFixed(0)];
  const columns = [
    'minute',
    'requests',
    '5xx',
    'network',
    'unexpected',
    'RSS min',
    'RSS max',
    'heap min',
    'heap max',
  ];
  const lines = [columns.map((c) => c.padStart(11)).join('')];
  perMinute.forEach((m, i) => {
    const inMinute = samples.filter((s) => Math.floor(s.seconds / 60) === i);
    const cells = [
      i + 1,
      m.requests,
      m.byClass['5xx'] ?? 0,
      m.byClass.network ?? 0,
      m.unexpected,
      ...range(inMinute.map((s) => s.rssMb)),
      ...range(inMinute.flatMap((s) => (s.heapMb === null ? [] : [s.heapMb]))),
    ];
    lines.push(cells.map((cell) => String(cell).padStart(11)).join(''));
  });

  const secondHalf = samples.filter((s) => s.seconds >= (minutes * 60) / 2);
  const trend = (pick: (s: Sample) => number | null) =>
    slope(secondHalf.flatMap((s) => (pick(s) === null ? [] : [[s.seconds / 60, pick(s)!] as const])));
  const rssSlope = trend((s) => s.rssMb);
  const heapSlope = trend((s) => s.heapMb);
  const total = (pick: (m: Minute) => number) => perMinute.reduce((sum, m) => sum + pick(m), 0);
  const requests = total((m) => m.requests);
  const failed = total((m) => (m.byClass['5xx'] ?? 0) + (m.byClass.network ?? 0));
  const unexpected = total((m) => m.unexpected);
  const passed = requests > 0 && failed === 0 && unexpected === 0 && rssSlope <= SLOPE_LIMIT_MB_PER_MIN;

  const date = new Date(started).toISOString();
  const results = new URL('./results/', import.meta.url);
  mkdirSync(results, { recursive: true });
  const file = new URL(`soak-${date.replaceAll(':', '-')}.json`, results);
  const environment = { node: process.version, cpus: availableParallelism(), loadAverage1m: load };
  const summary = {
    requests,
    failed,
    unexpected,
    rssSlopeMbPerMin: rssSlope,
    heapSlopeMbPerMin: heapSlope,
    passed,
  };
  writeFileSync(
    file,
    `${JSON.stringify({ date, backend: backend.name, minutes, ...environment, summary, perMinute, samples }, null, 2)}\n`,
  );

  process.stdout.write(
    [
      `\nSoak on ${backend.name}, ${minutes} min, ${(requests / (minutes * 60)).toFixed(0)} req/s on average`,
      `(load average ${load.map((l) => l.toFixed(1)).join(' → ')} on ${availableParallelism()} cores)`,
      ...lines,
      `RSS trend over the second half: ${rssSlope.toFixed(2)} MB/min (limit ${SLOPE_LIMIT_MB_PER_MIN}); main-thread heap: ${heapSlope.toFixed(2)} MB/min`,
      `${requests} requests, ${failed} 5xx or network errors, ${unexpected} unexpected statuses: ${passed ? 'PASS' : 'FAIL'}`,
      `results: ${file.pathname}\n`,
    ].join('\n'),
  );
  if (!passed) process.exitCode = 1;
}
