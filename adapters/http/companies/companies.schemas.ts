import { companyKind } from '../../../domain/companies/company.js';
import type { CodedEntityResource } from '../records/coded.routes.js';
import { codedEntitySchemas } from '../records/coded.schemas.js';

/** Companies have the badge shape, without contacts or printing (docs/api/badges.md#badges-and-companies). */
export const companyResource: CodedEntityResource<'times', true> = {
  basePath: '/api/v1/company',
  resource: 'companies',
  tag: 'Companies',
  noun: 'company',
  plural: 'companies',
  names: { one: 'Company', many: 'Companies' },
  seed: true,
  schemas: codedEntitySchemas(companyKind, {
    create: { code: 'ACME', label: 'Acme Corporation', description: null },
  }),
};
