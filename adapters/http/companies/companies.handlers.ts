import { type CodedEntityUseCases, codedEntityRouter } from '../coded-entities/coded-entity.handlers.js';
import { codedEntitySchemas } from '../coded-entities/coded-entity.schemas.js';

export const COMPANIES_PATH = '/api/v1/company';

const companySchemas = codedEntitySchemas('Company');

/** Companies have the badge shape and its routes, without contacts or printing (docs/api/badges.md#badges-and-companies). */
export function companyRoutes(useCases: CodedEntityUseCases) {
  return codedEntityRouter(
    {
      basePath: COMPANIES_PATH,
      tag: 'Companies',
      noun: 'company',
      plural: 'companies',
      schemas: companySchemas,
    },
    useCases,
  );
}
