import type { Container } from 'inversify';
import { nomenclaturesHttp } from '../adapters/http/nomenclatures/nomenclatures.handlers.js';
import { nomenclatureUseCases } from '../application/nomenclatures/nomenclatures.use-cases.js';
import { bindCountingImports, type ModuleDeps } from './module-deps.js';

export function bindNomenclatures(container: Container, deps: ModuleDeps): void {
  const useCases = nomenclatureUseCases({ ...deps, nomenclatures: deps.persistence.nomenclatures });
  bindCountingImports(container, deps, 'nomenclature', useCases, nomenclaturesHttp);
}
