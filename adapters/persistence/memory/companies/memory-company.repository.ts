// Companies in memory: the coded-entities kernel on the memory table of companies.
import type { CodedEntityRepository } from '../../../../application/records/ports/coded-entity.repository.js';
import { companyKind } from '../../../../domain/companies/company.js';
import type { MemoryStore } from '../memory-store.js';
import { MemoryCodedEntityRepository } from '../records/memory-coded-entity.repository.js';

const COMPANIES = 'companies';

export function memoryCompanyRepository(store: MemoryStore): CodedEntityRepository {
  return new MemoryCodedEntityRepository(store, COMPANIES, companyKind);
}
