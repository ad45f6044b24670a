import type { Container } from 'inversify';
import { companiesHttp } from '../adapters/http/companies/companies.handlers.js';
import { countingImports } from '../adapters/metrics/metered-exchange.js';
import { companyUseCases } from '../application/companies/companies.use-cases.js';
import type { ModuleDeps } from './module-deps.js';
import { TOKENS } from './tokens.js';

export function bindCompanies(container: Container, deps: ModuleDeps): void {
  const useCases = companyUseCases({ ...deps, companies: deps.persistence.companies });
  container
    .bind(TOKENS.httpModules)
    .toConstantValue(
      companiesHttp({ ...useCases, import: countingImports(useCases.import, 'company', deps.metrics) }),
    );
}
