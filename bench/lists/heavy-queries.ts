/**
 * Two list queries that once held the event loop or the database for seconds:
 *
 * - a `q` of 250 one-letter words over ROWS tasks, asked by two clients one after the other for
 *   SECONDS while `/health/live` is probed every 10 ms (open loop, as in bench/scenarios/stalls.ts);
 * - `nomenclatureSubtree=true` from the root of a DEPTH-level chain of nomenclatures.
 *
 *   npx tsx bench/lists/heavy-queries.ts [--rows=100000] [--depth=5000]   SQLite (a fresh file)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/lists/heavy-queries.ts   also Postgres (--only=postgres: only it)
 */

import { probeUntil } from '../scenarios/stalls.js';
import { backends } from '../support/databases.js';
import { type Row, table } from '../support/report.js';
import { type ServiceChild, withService } from '../support/service-child.js';
import { benchTasks } from './list-data.js';

const argument = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const ROWS = argument('rows', 100_000);
const DEPTH = argument('depth', 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 2;
const CHUNK = 20_000;

/** 250 one-letter words: the alphabet over and over, 500 characters with the spaces. */
const MANY_WORDS = Array.from({ length: 250 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[i % 26]).join(' ');

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
for (const backend of backends().filter((b) => !only || b.name.toLowerCase() === only)) {
  const rows: Row[] = [];
  await backend.withFreshDatabase((url) =>
    withService(url, async (service) => {
      const token = await service.login();
      await seedTasks(service, token);
      rows.push(await probed(service, '/health/live alone', delay(2000)));
      rows.push(await manyWords(service, token));
      rows.push(...(await deepSubtree(service, token)));
    }),
  );
  process.stdout.write(`${table({ backend: backend.name, rows })}\n`);
}

async function seedTasks(service: ServiceChild, token: string): Promise<void> {
  const tasks = benchTasks(ROWS).map(({ tags: _tags, ...task }) => task);
  for (let start = 0; start < ROWS; start += CHUNK) {
    const body = JSON.stringify(tasks.slice(start, start + CHUNK));
    const response = await service.send('POST', '/api/v1/task/import.json', token, body, 'application/json');
    if (response.status !== 201)
      throw new Error(`import failed: ${response.status} ${await response.text()}`);
    await response.body?.cancel();
  }
}

/** CLIENTS clients asking for the many-word search one after the other, `/health/live` probed meanwhile. */
async function manyWords(service: ServiceChild, token: string): Promise<Row> {
  const path = `/api/v1/task?limit=50&q=${encodeURIComponent(MANY_WORDS)}`;
  const searches: number[] = [];
  const statuses = new Set<number>();
  const until = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const timed = await service.timed('GET', path, token);
      statuses.add(timed.status);
      searches.push(timed.ms);
    }
  };
  const row = await probed(
    service,
    `/health/live, ${CLIENTS} clients searching 250 one-letter words`,
    Promise.all(Array.from({ length: CLIENTS }, client)),
  );
  const answers = [...statuses].join(', ');
  return {
    ...row,
    scenario: `${row.scenario} (answers ${answers}; search p50 ${percentile(searches, 0.5)?.toFixed(0)} ms, ${searches.length} searches)`,
    failures: row.failures + ([...statuses].some((status) => status !== 200) ? 1 : 0),
  };
}

/**
 * `/health/live` probed until `work` settles, and the event loop's delay meanwhile as the
 * service's metrics saw it (prom-client's histogram, reset by each read of /metrics).
 */
async function probed(service: ServiceChild, scenario: string, work: Promise<unknown>): Promise<Row> {
  await eventLoopDelay(service);
  const probes = (await probeUntil(service.base, work)).filter((ms) => ms !== undefined);
  await work;
  const { p99, max } = await eventLoopDelay(service);
  return {
    scenario: `${scenario}; event loop delay p99 ${p99} ms, max ${max} ms`,
    p50Ms: percentile(probes, 0.5),
    p99Ms: percentile(probes, 0.99),
    requests: probes.length,
    failures: 0,
  };
}

async function eventLoopDelay(service: ServiceChild): Promise<{ p99: string; max: string }> {
  const text = await (await service.send('GET', '/metrics', '')).text();
  const ms = (name: string) =>
    (Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]) * 1000).toFixed(0);
  return { p99: ms('nodejs_eventloop_lag_p99_seconds'), max: ms('nodejs_eventloop_lag_max_seconds') };
}

/** A chain of DEPTH nomenclatures, a task on its deepest, and the subtree of its root listed. */
async function deepSubtree(service: ServiceChild, token: string): Promise<Row[]> {
  // Imported as roots, then given their parents, which are stored by then: two requests.
  const code = (level: number) => `level-${level}`;
  const levels = Array.from({ length: DEPTH }, (_, level) => ({
    code: code(level),
    label: `Level ${level}`,
  }));
  const chain = levels.map((entry, level) => ({ ...entry, parentCode: level > 0 ? code(level - 1) : null }));
  let ids = new Map<string, number>();
  for (const body of [levels, chain]) {
    const response = await service.send(
      'POST',
      '/api/v1/nomenclature/import.json',
      token,
      JSON.stringify(body),
      'application/json',
    );
    if (response.status !== 201) throw new Error(`nomenclature import failed: ${response.status}`);
    ids = new Map(((await response.json()) as { id: number; code: string }[]).map((n) => [n.code, n.id]));
  }
  const rootId = ids.get(code(0))!;
  const task = JSON.stringify({
    code: 'DEEP',
    label: 'On the deepest level',
    nomenclatureId: ids.get(code(DEPTH - 1)),
  });
  await (await service.send('POST', '/api/v1/task', token, task, 'application/json')).body?.cancel();
  const path = `/api/v1/task?nomenclatureId=${rootId}&nomenclatureSubtree=true&limit=50`;
  const checked = await service.send('GET', path, token);
  const body = (await checked.json()) as { code: string }[];
  const failures = checked.status === 200 && body.length === 1 && body[0]!.code === 'DEEP' ? 0 : 1;
  const timed: number[] = [];
  for (let i = 0; i < 10; i++) timed.push((await service.timed('GET', path, token)).ms);
  return [
    {
      scenario: `task list, nomenclatureSubtree=true from the root of a ${DEPTH}-level chain, 1 conn`,
      p50Ms: percentile(timed, 0.5),
      p99Ms: Math.max(...timed),
      requests: timed.length,
      failures,
    },
  ];
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function percentile(values: readonly number[], q: number): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
