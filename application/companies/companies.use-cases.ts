import { companyKind } from '../../domain/companies/company.js';
import {
  type CodedEntityDeps,
  type CodedEntityUseCases,
  codedEntityUseCases,
} from '../records/coded.use-cases.js';
import type { CodedEntityRepository } from '../records/ports/coded-entity.repository.js';

export type CompanyUseCases = CodedEntityUseCases;

export interface CompanyDeps extends CodedEntityDeps {
  readonly companies: CodedEntityRepository;
}

/** Companies are the record kernel alone, a coded kind (docs/api/badges.md#badges-and-companies). */
export function companyUseCases(deps: CompanyDeps): CompanyUseCases {
  return codedEntityUseCases(deps.companies, companyKind, 'companies', deps);
}
