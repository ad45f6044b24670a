import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { HttpModule } from '../adapters/http/http-module.js';
import { countingImports } from '../adapters/metrics/metered-exchange.js';
import type { Persistence } from '../adapters/persistence/open-persistence.js';
import type { ChangeRecorder } from '../application/changes/change-recorder.js';
import type { PdfRenderer } from '../application/printing/ports/pdf-renderer.js';
import type { Clock } from '../application/shared/ports/clock.js';
import type { Metrics } from '../application/shared/ports/metrics.js';
import type { RandomSecrets } from '../application/shared/ports/random-secrets.js';
import type { UnitOfWork } from '../application/shared/ports/unit-of-work.js';
import type { AppConfig } from './env.js';
import { TOKENS } from './tokens.js';

/** What the module bindings build from: made once by the shared and printing bindings. */
export interface ModuleDeps {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly persistence: Persistence;
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  readonly random: RandomSecrets;
  readonly pdfRenderer: PdfRenderer;
  /** Where use cases and adapters report what operators watch (docs/api/operations.md#metrics). */
  readonly metrics: Metrics;
  /** Every record write appends to the change log through it (docs/api/changes.md). */
  readonly changes: ChangeRecorder;
}

/** Mounts a coded kind's HTTP module over its use cases, its imports counted (docs/api/operations.md#metrics). */
export function bindCountingImports<U extends { readonly import: Parameters<typeof countingImports>[0] }>(
  container: Container,
  deps: ModuleDeps,
  kind: string,
  useCases: U,
  http: (useCases: U) => HttpModule,
): void {
  const imports = countingImports(useCases.import, kind, deps.metrics);
  container.bind(TOKENS.httpModules).toConstantValue(http({ ...useCases, import: imports }));
}
