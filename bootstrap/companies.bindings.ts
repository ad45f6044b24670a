import type { Container } from 'inversify';
import { companiesHttp } from '../adapters/http/companies/companies.handlers.js';
import { companyUseCases } from '../application/companies/companies.use-cases.js';
import { bindCountingImports, type ModuleDeps } from './module-deps.js';

export function bindCompanies(container: Container, deps: ModuleDeps): void {
  const useCases = companyUseCases({ ...deps, companies: deps.persistence.companies });
  bindCountingImports(container, deps, 'company', useCases, companiesHttp);
}
