// Companies in memory: the coded-entities kernel on the memory table of companies.
import type { CodedEntityRepository } from '../../../../application/records/ports/coded-entity.repository.js';
import { companyKind } from '../../../../domain/companies/company.js';
import type { MemoryStore } from '../memory-store.js';
import { MemoryRecordRepository } from '../records/memory-record.repository.js';
import { memoryCodedListing } from '../records/memory-record-listing.js';

const COMPANIES = 'companies';

export function memoryCompanyRepository(store: MemoryStore): CodedEntityRepository {
  return new MemoryRecordRepository(store, {
    table: COMPANIES,
    kind: companyKind,
    removal: 'delete',
    listing: memoryCodedListing(),
  });
}
