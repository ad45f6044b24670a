import type { CompanyUseCases } from '../../../application/companies/companies.use-cases.js';
import { type HttpModule, httpModule } from '../http-module.js';
import { codedEntityHandlers } from '../records/coded.handlers.js';
import { companyRoutes } from './companies.routes.js';
import { companyResource } from './companies.schemas.js';

export function companiesHttp(useCases: CompanyUseCases): HttpModule {
  return httpModule(companyRoutes, codedEntityHandlers(companyResource, useCases));
}
