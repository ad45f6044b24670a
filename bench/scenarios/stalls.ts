/**
 * Event-loop stalls: `/health/live` latency while long reads run. The service seeds `tasks` tasks
 * through CSV imports (of at most MAX_IMPORT_ROWS each), then probes the liveness route on a fixed
 * schedule, first alone, then during four parallel CSV exports, then during a whole-list GET.
 *
 * Probes are sent every PROBE_INTERVAL_MS whether or not the previous one has been answered, and
 * timed from when they were due: a stall of two seconds then counts as the two hundred probes it
 * delayed, not as one slow sample (a closed loop would hide it).
 */
import { Agent, request } from 'node:http';
import { megabytes, type Row } from '../support/report.js';
import { type ServiceChild, type Timed, withService } from '../support/service-child.js';
import { tasksCsv } from './exchange.js';

const PROBE_INTERVAL_MS = 10;
const PARALLEL_EXPORTS = 4;
const IMPORT_ROWS = 100_000;
const ALONE_MS = 2000;

/** The three rows on `url`, an empty database. */
export async function stallRows(url: string, tasks: number): Promise<Row[]> {
  const rows: Row[] = [];
  await withService(url, async (service) => {
    const token = await service.login();
    await seed(service, token, tasks);
    rows.push(await probed(service, 'GET /health/live alone', delay(ALONE_MS), []));
    const exports = Array.from({ length: PARALLEL_EXPORTS }, () =>
      service.timed('GET', '/api/v1/task/export.csv', token),
    );
    rows.push(
      await probed(service, `/health/live, ${PARALLEL_EXPORTS} CSV exports of ${tasks}`, exports, [200]),
    );
    const list = service.timed('GET', '/api/v1/task', token);
    rows.push(await probed(service, `/health/live, GET list of ${tasks}`, [list], [200]));
  });
  return rows;
}

async function seed(service: ServiceChild, token: string, tasks: number): Promise<void> {
  // The CSV refers to tags 1 and 2 and nomenclature 1.
  const reference = (path: string, code: string) =>
    service.send('POST', path, token, JSON.stringify({ code, label: code }), 'application/json');
  for (const code of ['alpha', 'beta']) await reference('/api/v1/tag', code);
  await reference('/api/v1/nomenclature', 'root');
  for (let first = 0; first < tasks; first += IMPORT_ROWS) {
    const csv = tasksCsv(Math.min(IMPORT_ROWS, tasks - first), first);
    const imported = await service.send('POST', '/api/v1/task/import.csv', token, csv);
    if (imported.status !== 201) throw new Error(`import failed: ${imported.status}`);
    await imported.body?.cancel();
  }
}

/**
 * Probes until `work` settles: the probes' p50 and p99, the work's seconds (its longest part),
 * failures (a probe or a part not answered as expected).
 */
export async function probed(
  service: ServiceChild,
  scenario: string,
  work: Promise<Timed | undefined> | Promise<Timed>[],
  expected: readonly number[],
): Promise<Row> {
  const parts = Array.isArray(work) ? work : [work];
  service.resetPeak();
  const started = performance.now();
  const probes = probeUntil(service.base, Promise.all(parts));
  const done = await Promise.all(parts);
  const latencies = await probes;
  const failures =
    latencies.filter((ms) => ms === undefined).length +
    done.filter((timed) => timed && !expected.includes(timed.status)).length;
  const answered = latencies.filter((ms) => ms !== undefined).sort((a, b) => a - b);
  const at = (q: number) => answered[Math.min(answered.length - 1, Math.floor(q * answered.length))];
  return {
    scenario,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    requests: answered.length,
    failures: failures + (answered.length === 0 ? 1 : 0),
    peakRssMb: megabytes(service.memory().peak),
    seconds: expected.length === 0 ? undefined : (performance.now() - started) / 1000,
  };
}

/** Latency of each probe (undefined: not a 200), sent on schedule until `until` settles. */
export async function probeUntil(base: string, until: Promise<unknown>): Promise<(number | undefined)[]> {
  const agent = new Agent({ keepAlive: true });
  const pending: Promise<number | undefined>[] = [];
  let stop = false;
  void until.finally(() => {
    stop = true;
  });
  const first = performance.now();
  for (let n = 0; !stop; n++) {
    const due = first + n * PROBE_INTERVAL_MS;
    pending.push(probe(`${base}/health/live`, agent, due));
    await delay(Math.max(0, due + PROBE_INTERVAL_MS - performance.now()));
  }
  const latencies = await Promise.all(pending);
  agent.destroy();
  return latencies;
}

function probe(url: string, agent: Agent, due: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const sent = request(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - due : undefined));
    });
    sent.on('error', () => resolve(undefined));
    sent.end();
  });
}

function delay(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(resolve, ms, undefined));
}
