/**
 * The benchmark suite: `npm run bench` (full, ~10 s per load) or `npm run bench -- --smoke` (tiny N,
 * a few hundred requests a load: CI runs it so this code cannot rot; it checks answers, never speed).
 *
 * A bare Hono app in its own child is measured first with the same load settings: every
 * throughput is also given as a ratio to it, since absolute figures drift on shared machines.
 * Then, on a fresh SQLite file (and a fresh Postgres database when BENCH_DATABASE_URL is set),
 * the service runs in a child process while this process drives it with autocannon.
 * Prints a table per backend, writes bench/results/<date>.json, exits 1 if any answer was wrong.
 */
import { exchangeRows } from './scenarios/exchange.js';
import { getWhileLoggingIn, livenessDuringLogins, loginUnderLoad } from './scenarios/logins.js';
import { getWhilePrinting, printTasks } from './scenarios/printing.js';
import { getLiveness, getOneTask, listTasks, oneTaskLoad, pageLoad, pageOfTasks } from './scenarios/reads.js';
import { type SameStack, startSameStack, versusSameStack } from './scenarios/same-stack.js';
import { type Bench, type Settings, seedTasks } from './scenarios/scenario.js';
import { stallRows } from './scenarios/stalls.js';
import { startUpRows } from './scenarios/start-up.js';
import { writeCostRows } from './scenarios/write-cost.js';
import { createLoad, createTasks, subscribeIdly, updateTasks } from './scenarios/writes.js';
import { runLoad } from './support/autocannon-run.js';
import { startChildServer } from './support/child-server.js';
import { type Backend, backends } from './support/databases.js';
import { changesSincePrevious } from './support/previous-run.js';
import { type BackendReport, RESULTS_FOLDER, type Row, table, writeResults } from './support/report.js';
import {
  SERVE_LOGGING_REQUESTS,
  SERVE_PRODUCTION_HASHING,
  SERVE_WITHOUT_RATE_LIMITS,
  type ServiceEntry,
  withService,
} from './support/service-child.js';

const smoke = process.argv.includes('--smoke');
const settings: Settings = smoke
  ? {
      span: { requests: 100 },
      warmUp: { requests: 50 },
      idleSeconds: 1,
      tasks: 100,
      csvRows: 1000,
      stallTasks: 2000,
    }
  : {
      span: { seconds: 10 },
      warmUp: { seconds: 3 },
      idleSeconds: 25,
      tasks: 1000,
      csvRows: 100_000,
      stallTasks: 220_000,
    };

/** The change log's cost: pairs of loads with and without it, and each load's span (bench/scenarios/write-cost.ts). */
const LOG_COST_PAIRS = smoke ? { count: 1, span: settings.span } : { count: 15, span: { seconds: 2 } };

/** CPU time the bare app spends per request in the reference rows: what a ratio costs a handler. */
const HANDLER_MICROS = [25, 100];

const started = performance.now();
print(
  "peak RSS: the service child's VmHWM, reset to the current RSS before each scenario; 409: update conflicts",
);
const [baseline, ...references] = await measureBaseline();
print(table({ backend: 'Baseline: bare Hono JSON, and reference points', rows: [baseline, ...references] }));
const reports: BackendReport[] = [];
for (const backend of backends()) {
  const report = await measureBackend(backend, baseline.requestsPerSecond!);
  print(table(report));
  reports.push(report);
}
if (!process.env.BENCH_DATABASE_URL) print('\nPostgres: skipped (set BENCH_DATABASE_URL to cover it)');
if (!smoke) for (const line of changesSincePrevious(RESULTS_FOLDER, reports)) print(line);
print(`\nresults: ${writeResults(smoke ? 'smoke' : 'full', baseline, references, reports)}`);
print(`total: ${((performance.now() - started) / 1000).toFixed(1)} s`);
const failed = [baseline, ...references, ...reports.flatMap((report) => report.rows)].filter(
  (row) => row.failures > 0,
);
if (failed.length > 0) {
  console.error(`bench: wrong answers in ${failed.map((row) => row.scenario).join(', ')}`);
  process.exitCode = 1;
}

/**
 * The yardstick, then as ratios to it: Hono + better-sqlite3 reading a row by primary key, and
 * the service's HTTP stack (listener and middleware, access line at info) before the same answer.
 */
async function measureBaseline(): Promise<[Row, ...Row[]]> {
  const server = await startChildServer(new URL('./support/baseline-server.ts', import.meta.url));
  const stack = await startChildServer(new URL('./support/middleware-server.ts', import.meta.url));
  try {
    const load = { url: server.base, connections: 50, expect: [200] };
    await runLoad({ ...load, span: settings.warmUp });
    const result = await runLoad({ ...load, span: settings.span });
    const byKey = await runLoad({ ...load, path: '/tasks/1', span: settings.span });
    const working = [];
    for (const micros of HANDLER_MICROS) {
      working.push({
        micros,
        ...(await runLoad({ ...load, path: `/work/${micros}`, span: settings.span })),
      });
    }
    const throughStack = { ...load, url: stack.base };
    await runLoad({ ...throughStack, span: settings.warmUp });
    const stacked = await runLoad({ ...throughStack, span: settings.span });
    const ratio = (row: { requestsPerSecond: number }) => row.requestsPerSecond / result.requestsPerSecond;
    return [
      { scenario: 'GET fixed JSON (50 conn)', ...result, ratioToBaseline: 1 },
      { scenario: 'Hono + SQLite GET by key (50 conn)', ...byKey, ratioToBaseline: ratio(byKey) },
      ...working.map(({ micros, ...row }) => ({
        scenario: `Hono + ${micros} µs of work (50 conn)`,
        ...row,
        ratioToBaseline: ratio(row),
      })),
      {
        scenario: 'Service HTTP stack, no route (50 conn)',
        ...stacked,
        ratioToBaseline: ratio(stacked),
      },
    ];
  } finally {
    await Promise.all([server.stop(), stack.stop()]);
  }
}

/** The minimal same-stack app on a database of its own of the same backend, for as long as `work` runs. */
function withSameStack<T>(backend: Backend, work: (stack: SameStack) => Promise<T>): Promise<T> {
  return backend.withFreshDatabase(async (url) => {
    const stack = await startSameStack(url, settings.tasks);
    try {
      await runLoad({
        ...oneTaskLoad(1),
        url: stack.base,
        token: stack.token,
        span: settings.warmUp,
      });
      return await work(stack);
    } finally {
      await stack.stop();
    }
  });
}

async function measureBackend(backend: Backend, baselineRps: number): Promise<BackendReport> {
  // First, while nothing else has run: how soon the built service answers, and its idle footprint.
  const rows: Row[] = await backend.withFreshDatabase((url) => startUpRows(url, settings.idleSeconds));
  await backend.withFreshDatabase((url) =>
    withService(url, async (service) => {
      const token = await service.login();
      const ids = await seedTasks(service, token, settings.tasks);
      const bench: Bench = { service, token, settings, baselineRps, ids };
      const warmUp = { url: service.base, path: `/api/v1/task/${ids[0]}`, token, expect: [200] };
      await runLoad({ ...warmUp, connections: 50, span: settings.warmUp });
      // Reads and the PDF before the creates, so that they see exactly the seeded tasks.
      // GET one, a page and creates each against the same stack written minimally, right after.
      await withSameStack(backend, async (stack) => {
        rows.push(await getLiveness(bench));
        rows.push(...(await versusSameStack(bench, stack, getOneTask, oneTaskLoad(1))));
        rows.push(...(await versusSameStack(bench, stack, pageOfTasks, pageLoad)));
        for (const scenario of [listTasks, printTasks, getWhilePrinting]) {
          rows.push(await scenario(bench));
        }
        // Writes as teams run them: the change log on, and a webhook subscriber that is idle.
        await subscribeIdly(bench);
        rows.push(...(await versusSameStack(bench, stack, createTasks, createLoad())));
        rows.push(await updateTasks(bench));
      });
    }),
  );
  rows.push(...(await loginRows(backend, baselineRps)));
  // What counting requests against the rate limits costs the authenticated GET.
  await withOneTask(backend, baselineRps, SERVE_WITHOUT_RATE_LIMITS, async (bench) => {
    const { service, token, ids } = bench;
    const warmUp = { url: service.base, path: `/api/v1/task/${ids[0]}`, token, expect: [200] };
    await runLoad({ ...warmUp, connections: 50, span: settings.warmUp });
    rows.push(await getOneTask(bench, ', rate limits off'));
  });
  rows.push(...(await writeCostRows(backend, settings, baselineRps, LOG_COST_PAIRS)));
  // The floor with an access line per request, as the service runs by default.
  await backend.withFreshDatabase((url) =>
    withService(
      url,
      async (service) => {
        const bench: Bench = { service, token: '', settings, baselineRps, ids: [] };
        await runLoad({
          url: service.base,
          path: '/health/live',
          connections: 50,
          span: settings.warmUp,
          expect: [200],
        });
        rows.push(await getLiveness(bench, ', log level info'));
      },
      SERVE_LOGGING_REQUESTS,
    ),
  );
  rows.push(...(await backend.withFreshDatabase((url) => exchangeRows(url, settings.csvRows))));
  rows.push(...(await backend.withFreshDatabase((url) => stallRows(url, settings.stallTasks))));
  return { backend: backend.name, rows };
}

/** Logins with passwords hashed at the default cost, beside reads and beside `/health/live`. */
async function loginRows(backend: Backend, baselineRps: number): Promise<Row[]> {
  const rows: Row[] = [];
  await withOneTask(backend, baselineRps, SERVE_PRODUCTION_HASHING, async (bench) => {
    // Paced logins first: the load's last logins would still hold the admin's throttle places.
    rows.push(await getWhileLoggingIn(bench), await loginUnderLoad(bench));
    for (const parallel of smoke ? [2] : [10, 50])
      rows.push(...(await livenessDuringLogins(bench, parallel)));
  });
  return rows;
}

/** `work` on a service of its own (`entry`), on a fresh database holding one task. */
function withOneTask(
  backend: Backend,
  baselineRps: number,
  entry: ServiceEntry,
  work: (bench: Bench) => Promise<void>,
): Promise<void> {
  return backend.withFreshDatabase((url) =>
    withService(
      url,
      async (service) => {
        const token = await service.login();
        const ids = await seedTasks(service, token, 1);
        await work({ service, token, settings, baselineRps, ids });
      },
      entry,
    ),
  );
}

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}
