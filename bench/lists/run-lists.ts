/**
 * The list benchmark: `npm run bench:lists` (a million tasks; `-- --rows=N` for another size).
 * On a fresh SQLite file (and Postgres when BENCH_DATABASE_URL is set): seeds the tasks through
 * the import path, timed, then measures pages of 50 at the start and 90 % into the list for every
 * sort key, searches, filters and counts, at 10 connections. Every figure is also given as a
 * ratio to a bare Hono app measured in the same run. Each answer's first row is checked.
 *
 * Then, on another fresh database per backend, skewed data (skewed-data.ts): `--skewed-rows=N`
 * tasks (100 000), 90 % of them archived, seeded in imports of 5 000 and never analysed by the
 * bench; a status held by 1 % of the listed rows sorted last, a word in 1 % of them, a word in
 * one in eight. `--skewed-only` measures only those; `--uniform-only` only the others.
 */
import { runLoad } from '../support/autocannon-run.js';
import { startChildServer } from '../support/child-server.js';
import { backends } from '../support/databases.js';
import { type BackendReport, type Row, table, writeResults } from '../support/report.js';
import { type ServiceChild, withService } from '../support/service-child.js';
import {
  type BenchTask,
  benchTasks,
  COMMON_WORD,
  cursorAt,
  RARE_WORD,
  SORT_VALUES,
  TAGS,
} from './list-data.js';
import { SKEWED_PAGES, skewedTasks } from './skewed-data.js';

const rowsArg = process.argv.find((arg) => arg.startsWith('--rows='));
const ROWS = rowsArg ? Number(rowsArg.slice('--rows='.length)) : 1_000_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SEED_CHUNK = Number(process.env.BENCH_SEED_CHUNK ?? 20_000);
const DEEP = Math.floor(ROWS * 0.9);
const skewedArg = process.argv.find((arg) => arg.startsWith('--skewed-rows='));
const SKEWED_ROWS = skewedArg ? Number(skewedArg.slice('--skewed-rows='.length)) : 100_000;
const SKEWED_CHUNK = 5000;
const UNIFORM = !process.argv.includes('--skewed-only');
const SKEWED = !process.argv.includes('--uniform-only');

const baseline = await measureBaseline();
print(table({ backend: 'Baseline: bare Hono JSON', rows: [baseline] }));
const reports: BackendReport[] = [];
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
for (const backend of backends().filter((b) => (!only || b.name.toLowerCase() === only) && UNIFORM)) {
  const rows: Row[] = [];
  await backend.withFreshDatabase((url) =>
    withService(url, async (service) => {
      const token = await service.login();
      const { tasks, ids, tagIds, seconds } = await seed(service, token);
      rows.push({ scenario: `seed ${ROWS} tasks by import`, seconds, failures: 0 });
      const page = async (scenario: string, path: string, firstCode?: string) =>
        rows.push(await measure(service, token, scenario, path, baseline.requestsPerSecond!, firstCode));
      for (const sort of Object.keys(SORT_VALUES)) {
        for (const descending of [false, true]) {
          const key = `${descending ? '-' : ''}${sort}`;
          await page(`page of 50, sort=${key}, start`, `/api/v1/task?limit=50&sort=${key}`);
          if (descending) continue;
          const { cursor, nextCode } = cursorAt(tasks, ids, sort, DEEP);
          await page(
            `page of 50, sort=${key}, after ${DEEP}`,
            `/api/v1/task?limit=50&sort=${key}&cursor=${cursor}`,
            nextCode,
          );
        }
      }
      await page(`q=${RARE_WORD} (rare word)`, `/api/v1/task?limit=50&q=${RARE_WORD}`);
      await page(`q=${COMMON_WORD} (1 row in ~100)`, `/api/v1/task?limit=50&q=${COMMON_WORD}`);
      const tag = tagIds[tasks[0]!.tags[0]!]!;
      await page('status + tag, page of 50', `/api/v1/task?limit=50&status=TODO&tagId=${tag}`);
      // Counts are timed one request at a time: their target is a latency, not a load.
      const count = async (scenario: string, path: string) =>
        rows.push(await oneAtATime(service, token, scenario, path));
      await count(
        'status + tag, count=true, 1 conn',
        `/api/v1/task?limit=1&status=TODO&tagId=${tag}&count=true`,
      );
      await count('count=true, no filter, 1 conn', '/api/v1/task?limit=1&count=true');
    }),
  );
  const report = { backend: backend.name, rows };
  print(table(report));
  reports.push(report);
}
for (const backend of backends().filter((b) => (!only || b.name.toLowerCase() === only) && SKEWED)) {
  const rows: Row[] = [];
  await backend.withFreshDatabase((url) =>
    withService(url, async (service) => {
      const token = await service.login();
      rows.push(await seedSkewed(service, token));
      for (const [scenario, query] of SKEWED_PAGES) {
        rows.push(
          await measure(
            service,
            token,
            `skewed: ${scenario}`,
            `/api/v1/task?limit=50&${query}`,
            baseline.requestsPerSecond!,
          ),
        );
      }
    }),
  );
  const report = { backend: `${backend.name}, skewed data`, rows };
  print(table(report));
  reports.push(report);
}
print(`\nresults: ${writeResults(`lists-${ROWS}`, baseline, [], reports)}`);
if (reports.some((report) => report.rows.some((row) => row.failures > 0))) process.exitCode = 1;

/** Tags, then the tasks in chunks through the JSON import; the tasks and their IDs in order. */
async function seed(service: ServiceChild, token: string) {
  // Generated first: an idle keep-alive connection would be closed by the server meanwhile.
  const tasks: BenchTask[] = benchTasks(ROWS);
  const tagIds: number[] = [];
  for (let i = 0; i < TAGS; i++) {
    const body = JSON.stringify({ code: `tag-${i}`, label: `Tag ${i}` });
    const response = await service.send('POST', '/api/v1/tag', token, body, 'application/json');
    tagIds.push(((await response.json()) as { id: number }).id);
  }
  // Every request body is written before the clock starts and every answer read after it stops:
  // what is timed is the service's import, not this client making and reading JSON.
  const bodies: string[] = [];
  for (let start = 0; start < ROWS; start += SEED_CHUNK) {
    const chunk = tasks
      .slice(start, start + SEED_CHUNK)
      .map(({ tags, ...task }) => ({ ...task, tagIds: tags.map((i) => tagIds[i]) }));
    bodies.push(JSON.stringify(chunk));
  }
  const answers: string[] = [];
  const started = performance.now();
  for (const [n, body] of bodies.entries()) {
    const response = await service
      .send('POST', '/api/v1/task/import.json', token, body, 'application/json')
      .catch((error: unknown) => {
        throw new Error(`import of rows ${n * SEED_CHUNK}+ failed`, { cause: error });
      });
    if (response.status !== 201)
      throw new Error(`import failed: ${response.status} ${await response.text()}`);
    answers.push(await response.text());
  }
  const seconds = (performance.now() - started) / 1000;
  const ids = answers.flatMap((answer) => (JSON.parse(answer) as { id: number }[]).map((task) => task.id));
  return { tasks, ids, tagIds, seconds };
}

/** The skewed tasks through imports of SKEWED_CHUNK (none large enough to refresh statistics by size), then the archival. */
async function seedSkewed(service: ServiceChild, token: string): Promise<Row> {
  const { listed, archived } = skewedTasks(SKEWED_ROWS);
  const started = performance.now();
  const archivedIds: number[] = [];
  for (const [tasks, ids] of [
    [listed, undefined],
    [archived, archivedIds],
  ] as const) {
    for (let start = 0; start < tasks.length; start += SKEWED_CHUNK) {
      const body = JSON.stringify(
        tasks.slice(start, start + SKEWED_CHUNK).map(({ tags: _tags, ...task }) => task),
      );
      const response = await service.send(
        'POST',
        '/api/v1/task/import.json',
        token,
        body,
        'application/json',
      );
      if (response.status !== 201)
        throw new Error(`import failed: ${response.status} ${await response.text()}`);
      const answer = (await response.json()) as { id: number }[];
      ids?.push(...answer.map((task) => task.id));
    }
  }
  for (let start = 0; start < archivedIds.length; start += SKEWED_CHUNK) {
    const body = JSON.stringify({ ids: archivedIds.slice(start, start + SKEWED_CHUNK) });
    const response = await service.send(
      'POST',
      '/api/v1/task/delete-selected',
      token,
      body,
      'application/json',
    );
    if (response.status !== 200)
      throw new Error(`archival failed: ${response.status} ${await response.text()}`);
    await response.body?.cancel();
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    scenario: `skewed: seed ${SKEWED_ROWS} tasks, archive ${archivedIds.length}`,
    seconds,
    failures: 0,
  };
}

/** Warms the path once (and checks its first row), then loads it with 10 connections. */
async function measure(
  service: ServiceChild,
  token: string,
  scenario: string,
  path: string,
  baselineRps: number,
  firstCode?: string,
): Promise<Row> {
  const first = await service.send('GET', path, token).catch(async (error: unknown) => {
    console.error(
      `first GET ${path} failed (${String(error)}); service memory ${JSON.stringify(service.memory())}; retrying`,
    );
    return service.send('GET', path, token);
  });
  const body = (await first.json()) as { code: string }[];
  const wrong = first.status !== 200 || (firstCode !== undefined && body[0]?.code !== firstCode);
  const result = await runLoad({
    url: service.base,
    path,
    token,
    connections: 10,
    span: { seconds: SECONDS },
    expect: [200],
  });
  return {
    scenario,
    requestsPerSecond: result.requestsPerSecond,
    ratioToBaseline: result.requestsPerSecond / baselineRps,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    requests: result.requests,
    failures: result.failures + (wrong ? 1 : 0),
  };
}

/** Twenty requests one after the other: the median and the slowest. */
async function oneAtATime(
  service: ServiceChild,
  token: string,
  scenario: string,
  path: string,
): Promise<Row> {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < 20; i++) {
    const timed = await service.timed('GET', path, token);
    if (timed.status !== 200) failures += 1;
    times.push(timed.ms);
  }
  times.sort((a, b) => a - b);
  return { scenario, p50Ms: times[10], p99Ms: times.at(-1), requests: times.length, failures };
}

async function measureBaseline(): Promise<Row> {
  const server = await startChildServer(new URL('../support/baseline-server.ts', import.meta.url));
  try {
    const result = await runLoad({
      url: server.base,
      connections: 10,
      expect: [200],
      span: { seconds: SECONDS },
    });
    return { scenario: 'GET fixed JSON (10 conn)', ...result, ratioToBaseline: 1 };
  } finally {
    await server.stop();
  }
}

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}
