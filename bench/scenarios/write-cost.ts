import { runLoad, type Span } from '../support/autocannon-run.js';
import type { Backend } from '../support/databases.js';
import type { Row } from '../support/report.js';
import { SERVE_WITHOUT_CHANGE_LOG, withService } from '../support/service-child.js';
import { type Bench, type Settings, seedTasks } from './scenario.js';
import { createLoad, createTasks, subscribeIdly, updateTasks } from './writes.js';

/**
 * What the change log costs writes (docs/performance.md, target ≤ 10 % slower): creates and
 * updates on a service with the log and an idle webhook subscriber, and on the same service whose
 * stores are given no log, both running, in alternating pairs so that neither gets the quieter
 * minutes. The machine's slow spells (its CPU time a request rises by a fifth for seconds, in
 * the service and the database alike) fall on one side of a pair: many short pairs, their median,
 * keep a spell from deciding the figure (docs/adr/0075-the-change-logs-cost-taken-apart.md).
 * Each write's rows are those of its median pair, the logged one with its ratio; `cpu ×nolog` is
 * the median of the pairs' ratios of the service's CPU time a request.
 */
export async function writeCostRows(
  backend: Backend,
  settings: Settings,
  baselineRps: number,
  pairs: { readonly count: number; readonly span: Span },
): Promise<Row[]> {
  const rows: Row[] = [];
  await backend.withFreshDatabase((loggedUrl) =>
    backend.withFreshDatabase((plainUrl) =>
      withService(loggedUrl, (loggedService) =>
        withService(
          plainUrl,
          async (plainService) => {
            const paired = { ...settings, span: pairs.span };
            const logged = await prepared(loggedService, paired, baselineRps);
            const plain = await prepared(plainService, paired, baselineRps);
            await subscribeIdly(logged);
            for (const [name, measure] of [
              ['create', createTasks],
              ['update', updateTasks],
            ] as const) {
              const measured: [Row, Row][] = [];
              for (let pair = 0; pair < pairs.count; pair++)
                measured.push([await measure(logged), await measure(plain, ', no change log')]);
              const ratio = ([with_, without]: [Row, Row]) =>
                (with_.requestsPerSecond ?? 0) / (without.requestsPerSecond ?? 1);
              const cpuRatio = ([with_, without]: [Row, Row]) =>
                (without.cpuMicrosPerRequest ?? 0) / (with_.cpuMicrosPerRequest ?? 1);
              const cpuRatios = measured.map(cpuRatio).sort((a, b) => a - b);
              measured.sort((a, b) => ratio(a) - ratio(b));
              const [with_, without] = measured[Math.floor(pairs.count / 2)]!;
              rows.push(
                {
                  ...with_,
                  scenario: `${with_.scenario}, log cost (${name})`,
                  ratioToUnlogged: ratio([with_, without]),
                  cpuRatioToUnlogged: cpuRatios[Math.floor(pairs.count / 2)],
                },
                without,
              );
            }
          },
          SERVE_WITHOUT_CHANGE_LOG,
        ),
      ),
    ),
  );
  return rows;
}

async function prepared(service: Bench['service'], settings: Settings, baselineRps: number): Promise<Bench> {
  const token = await service.login();
  const ids = await seedTasks(service, token, settings.tasks);
  await runLoad({ ...createLoad(), url: service.base, token, span: settings.warmUp });
  return { service, token, settings, baselineRps, ids };
}
