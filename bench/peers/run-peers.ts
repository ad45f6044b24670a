/**
 * `npm run bench:peers` (not in CI): the service against Directus 12 on the same tasks, the same
 * client and the same database backend. Installs Directus and its Node 22 from npm into a
 * folder of os.tmpdir() kept between runs, seeds both with the same tasks, checks that both answer
 * the same tasks in the same order for each scenario (exits 1 if not), then runs each scenario in
 * alternating pairs (ours, Directus, ours, Directus…) and prints, per backend, the medians and
 * the ratios ours / Directus. SQLite always; Postgres too when BENCH_DATABASE_URL names a server
 * where databases may be created. `-- --smoke`: few tasks, 1 s loads, one pair (checks the code
 * path, not speed).
 */
import { availableParallelism, loadavg } from 'node:os';
import { seedThroughApi } from '../scenarios/scenario.js';
import { runLoad } from '../support/autocannon-run.js';
import { backends } from '../support/databases.js';
import { type ServiceChild, withService } from '../support/service-child.js';
import { type DirectusServer, withDirectus } from './directus-server.js';
import { createTasksCollection, seedDirectusTasks } from './directus-tasks.js';
import { DIRECTUS_NODE, DIRECTUS_VERSION, installDirectus } from './install.js';
import { type PeerScenario, type PeerSide, peerScenarios } from './peer-queries.js';
import { type PeerTask, peerTasks } from './peer-tasks.js';
import { failures, type PeerPairs, ratioTable } from './ratio-table.js';
import { sameRows, type Target } from './same-rows.js';

const smoke = process.argv.includes('--smoke');
const settings = smoke
  ? { tasks: 500, seconds: 1, warmUpSeconds: 1, pairs: 1 }
  : { tasks: 10_000, seconds: 10, warmUpSeconds: 3, pairs: 3 };

const started = performance.now();
const install = await installDirectus(print);
print(
  `${new Date().toISOString()}: ${settings.tasks} tasks, ${settings.pairs} pairs of ${settings.seconds} s ` +
    `per scenario; ours on Node ${process.version}, Directus ${DIRECTUS_VERSION} on Node ${DIRECTUS_NODE}; ` +
    `${availableParallelism()} cores, load average ${loadAverage()}`,
);
let failed = 0;
for (const backend of backends()) {
  let results: PeerPairs[] = [];
  await backend.withFreshDatabase((oursUrl) =>
    withService(oursUrl, (service) =>
      backend.withFreshDatabase((theirsUrl) =>
        withDirectus(install, theirsUrl, async (directus) => {
          results = await compare(service, directus, peerTasks(settings.tasks));
        }),
      ),
    ),
  );
  print(ratioTable(`${backend.name} (load average after: ${loadAverage()})`, results));
  failed += results.reduce((sum, result) => sum + failures(result.pairs), 0);
}
if (!process.env.BENCH_DATABASE_URL) print('\nPostgres: skipped (set BENCH_DATABASE_URL to cover it)');
print(`total: ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (failed > 0) {
  console.error(`bench:peers: ${failed} wrong answers or errors under load`);
  process.exitCode = 1;
}

/** Seeds both, then checks and measures one scenario after the other (creates last). */
async function compare(
  service: ServiceChild,
  directus: DirectusServer,
  tasks: PeerTask[],
): Promise<PeerPairs[]> {
  const oursIds = await seedThroughApi(service, await service.login(), tasks);
  await createTasksCollection(directus);
  const theirsIds = await seedDirectusTasks(directus, tasks);
  const middle = Math.floor(tasks.length / 2);
  const results: PeerPairs[] = [];
  for (const scenario of peerScenarios({ ours: oursIds[middle]!, theirs: theirsIds[middle]! })) {
    // A new access token per scenario: the whole run may outlast one.
    const ours = { base: service.base, token: await service.login() };
    await sameRows(scenario, ours, directus);
    results.push({ scenario: scenario.name, pairs: await pairs(scenario, ours, directus) });
  }
  return results;
}

async function pairs(scenario: PeerScenario, ours: Target, theirs: Target): Promise<PeerPairs['pairs']> {
  const run = (side: PeerSide, target: Target, seconds: number) =>
    runLoad({ ...side.load(), url: target.base, token: target.token, span: { seconds } });
  await run(scenario.ours, ours, settings.warmUpSeconds);
  await run(scenario.theirs, theirs, settings.warmUpSeconds);
  const measured = [];
  for (let i = 0; i < settings.pairs; i++) {
    const oursRun = await run(scenario.ours, ours, settings.seconds);
    measured.push({ ours: oursRun, theirs: await run(scenario.theirs, theirs, settings.seconds) });
  }
  return measured;
}

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
}

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}
