import { fileURLToPath } from 'node:url';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { AppEnv } from '../adapters/http/app-env.js';
import { RESTORE_PATH } from '../adapters/http/backup/backup.routes.js';
import { createHttpApp } from '../adapters/http/create-http-app.js';
import { healthRoutes } from '../adapters/http/health.routes.js';
import type { HttpModule } from '../adapters/http/http-module.js';
import { metricsRoutes } from '../adapters/http/metrics.routes.js';
import { PrintLimits } from '../adapters/http/print-limit-counts.js';
import type { RateLimits } from '../adapters/http/rate-limit-budgets.js';
import type { PrometheusMetrics } from '../adapters/metrics/prometheus-metrics.js';
import type { Persistence } from '../adapters/persistence/open-persistence.js';
import { AuthenticateUseCase } from '../application/access/authenticate.use-case.js';
import type { EnsureSystemAccessUseCase } from '../application/access/ensure-system-access.use-case.js';
import type { Clock } from '../application/shared/ports/clock.js';
import { buildContainer } from './container.js';
import type { AppConfig } from './env.js';
import { startHistoryPruning } from './history-retention.js';
import type { RunningFeed } from './live-feed.js';
import { closePrinting } from './printing.bindings.js';
import { startRateLimits } from './rate-limits.js';
import type { SharedOverrides } from './shared.bindings.js';
import { startSnapshots } from './snapshots.js';
import { TOKENS } from './tokens.js';
import { serviceVersion } from './version.js';
import { startWebhooks } from './webhooks.bindings.js';

export interface Service {
  readonly app: OpenAPIHono<AppEnv>;
  readonly container: Container;
  /** Set only when the admin was created at this start without a configured password. */
  readonly generatedAdminPassword: string | undefined;
  /** Ends every live-feed stream: the first step of a shutdown, so open streams do not hold the server's close. */
  endStreams(): void;
  close(): Promise<void>;
}

/**
 * The built console beside the built service: dist/console for dist/bootstrap. Run from the
 * sources (tests, `npm run dev`) there is none, and `/` leads to Swagger UI.
 */
const BUILT_CONSOLE = fileURLToPath(new URL('../console/', import.meta.url));

/** The HTTP application over a built container (no listening). */
export function createApp(
  container: Container,
  rateLimits?: RateLimits,
  consoleFolder: string = BUILT_CONSOLE,
): OpenAPIHono<AppEnv> {
  const config = container.get<AppConfig>(TOKENS.config);
  const persistence = container.get<Persistence>(TOKENS.persistence);
  const authenticate = container.get(AuthenticateUseCase);
  const metrics = container.get<PrometheusMetrics>(TOKENS.metrics);
  return createHttpApp({
    config,
    version: serviceVersion(),
    logger: container.get<Logger>(TOKENS.logger),
    authenticate: (token) => authenticate.execute(token),
    modules: [
      healthRoutes(() => persistence.ready()),
      metricsRoutes(metrics, config.metricsToken),
      ...container.getAll<HttpModule>(TOKENS.httpModules),
    ],
    isUnavailable: (error) => persistence.isUnavailable(error),
    isStorageFull: (error) => persistence.isStorageFull(error),
    metrics,
    rateLimits,
    streamedUploads: [RESTORE_PATH],
    printLimits: new PrintLimits(config.printsPerCaller),
    consoleFolder,
  });
}

/** Builds everything, runs the start-up jobs, and returns the app. */
export async function startService(
  config: AppConfig,
  logger: Logger,
  overrides: SharedOverrides = {},
): Promise<Service> {
  const container = await buildContainer(config, logger, overrides);
  const persistence = container.get<Persistence>(TOKENS.persistence);
  try {
    const access = await container
      .get<EnsureSystemAccessUseCase>(TOKENS.ensureSystemAccess)
      .execute({ username: config.adminUsername, password: config.adminPassword });
    const logger = container.get<Logger>(TOKENS.logger);
    const clock = container.get<Clock>(TOKENS.clock);
    const rateLimits = startRateLimits(
      config,
      clock,
      logger,
      persistence.rateCounts,
      overrides.rateLimitExchanges,
    );
    const snapshots = startSnapshots(config, logger);
    const webhooks = startWebhooks(container, persistence.webhookQueued, overrides.webhookPolls);
    const pruning = startHistoryPruning(persistence.changeLog, clock, config.history, logger);
    const feed = container.get<RunningFeed>(TOKENS.liveFeed);
    return {
      app: createApp(container, rateLimits.limits),
      container,
      generatedAdminPassword: access.generatedPassword,
      endStreams: () => feed.stop(),
      close: async () => {
        // The PDF worker threads too: one still rendering would keep the process alive.
        try {
          feed.stop();
          await rateLimits.stop();
          await snapshots.stop();
          await webhooks.stop();
          await pruning.stop();
          await closePrinting(container);
        } finally {
          await persistence.close();
        }
      },
    };
  } catch (error) {
    await persistence.close();
    throw error;
  }
}
