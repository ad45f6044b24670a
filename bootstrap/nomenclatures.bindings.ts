import type { Container } from 'inversify';
import { nomenclaturesHttp } from '../adapters/http/nomenclatures/nomenclatures.handlers.js';
import { countingImports } from '../adapters/metrics/metered-exchange.js';
import { nomenclatureUseCases } from '../application/nomenclatures/nomenclatures.use-cases.js';
import type { ModuleDeps } from './module-deps.js';
import { TOKENS } from './tokens.js';

export function bindNomenclatures(container: Container, deps: ModuleDeps): void {
  const useCases = nomenclatureUseCases({ ...deps, nomenclatures: deps.persistence.nomenclatures });
  const imports = countingImports(useCases.import, 'nomenclature', deps.metrics);
  container.bind(TOKENS.httpModules).toConstantValue(nomenclaturesHttp({ ...useCases, import: imports }));
}
