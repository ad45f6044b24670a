import { companyKind } from '../../domain/companies/company.js';
import { type DeletedUseCases, deletedKind } from '../records/coded-store.js';
import type { CodedEntityRepository } from '../records/ports/coded-entity.repository.js';
import { type KernelDeps, recordUseCases } from '../records/record.use-cases.js';

export type CompanyUseCases = DeletedUseCases;

export interface CompanyDeps extends KernelDeps {
  readonly companies: CodedEntityRepository;
}

/** Companies are the record kernel alone, a coded kind (docs/api/badges.md#badges-and-companies). */
export function companyUseCases(deps: CompanyDeps): CompanyUseCases {
  return recordUseCases(deletedKind(deps.companies, companyKind, 'companies', deps), deps);
}
