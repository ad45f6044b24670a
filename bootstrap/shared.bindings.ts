import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { Schedule } from '../adapters/http/lingering-close.js';
import type { PrometheusMetrics } from '../adapters/metrics/prometheus-metrics.js';
import type { Persistence } from '../adapters/persistence/open-persistence.js';
import { CryptoRandomSecrets } from '../adapters/security/crypto-random-secrets.js';
import { SystemClock } from '../adapters/security/system-clock.js';
import type { PdfRenderer } from '../application/printing/ports/pdf-renderer.js';
import type { Clock } from '../application/shared/ports/clock.js';
import type { HostResolver } from '../application/webhooks/ports/host-resolver.js';
import { changeRecorderOf } from './change-recording.js';
import type { AppConfig } from './env.js';
import type { ModuleDeps } from './module-deps.js';
import type { ExchangeSchedule } from './repeated-job.js';
import { TOKENS } from './tokens.js';

export interface SharedOverrides {
  readonly clock?: Clock;
  /** Wraps the opened repositories (tests use it to hold requests at a chosen point). */
  readonly persistence?: (opened: Persistence) => Persistence;
  /** A renderer owned by the caller, e.g. one worker pool shared by many test services. */
  readonly pdfRenderer?: PdfRenderer;
  /** When the rate-limit counts are shared with the other instances: every second unless a test runs them. */
  readonly rateLimitExchanges?: ExchangeSchedule;
  /** When the webhook worker looks for due deliveries besides its wakes: every few seconds unless a test runs it. */
  readonly webhookPolls?: ExchangeSchedule;
  /** Resolves webhook hosts, at creation and at each delivery; the system resolver unless a test gives one. */
  readonly hostResolver?: HostResolver;
  /** The live feed's heartbeats and poll: real timers unless a test fires them (ManualSchedule). */
  readonly feedSchedule?: Schedule;
}

/** The configuration and the ports every module shares; returns them for the module bindings. */
export function bindShared(
  container: Container,
  config: AppConfig,
  logger: Logger,
  persistence: Persistence,
  overrides: SharedOverrides,
  metrics: PrometheusMetrics,
): Omit<ModuleDeps, 'pdfRenderer'> {
  const clock = overrides.clock ?? new SystemClock();
  const { unitOfWork } = persistence;
  const shared = {
    config,
    logger,
    persistence,
    metrics,
    unitOfWork,
    clock,
    random: new CryptoRandomSecrets(),
    changes: changeRecorderOf(persistence, clock),
  };
  container.bind(TOKENS.config).toConstantValue(config);
  container.bind(TOKENS.logger).toConstantValue(logger);
  container.bind(TOKENS.persistence).toConstantValue(persistence);
  container.bind(TOKENS.clock).toConstantValue(shared.clock);
  container.bind(TOKENS.metrics).toConstantValue(metrics);
  return shared;
}
