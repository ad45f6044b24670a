import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { Persistence } from '../adapters/persistence/open-persistence.js';
import { AsyncLocalActorContext } from '../adapters/security/async-local-actor-context.js';
import { CryptoRandomSecrets } from '../adapters/security/crypto-random-secrets.js';
import { SystemClock } from '../adapters/security/system-clock.js';
import type { PdfRenderer } from '../application/printing/ports/pdf-renderer.js';
import type { Clock } from '../application/shared/ports/clock.js';
import type { AppConfig } from './env.js';
import { TOKENS } from './tokens.js';

export interface SharedOverrides {
  readonly clock?: Clock;
  /** Wraps the opened repositories (tests use it to hold requests at a chosen point). */
  readonly persistence?: (opened: Persistence) => Persistence;
  /** A renderer owned by the caller, e.g. one worker pool shared by many test services. */
  readonly pdfRenderer?: PdfRenderer;
}

export function bindShared(
  container: Container,
  config: AppConfig,
  logger: Logger,
  persistence: Persistence,
  overrides: SharedOverrides,
): void {
  container.bind(TOKENS.config).toConstantValue(config);
  container.bind(TOKENS.logger).toConstantValue(logger);
  container.bind(TOKENS.persistence).toConstantValue(persistence);
  container.bind(TOKENS.unitOfWork).toConstantValue(persistence.unitOfWork);
  container.bind(TOKENS.clock).toConstantValue(overrides.clock ?? new SystemClock());
  container.bind(TOKENS.randomSecrets).toConstantValue(new CryptoRandomSecrets());
  container.bind(TOKENS.actorContext).toConstantValue(new AsyncLocalActorContext());
}
