// Companies on Drizzle: the coded-entities kernel on the companies table.
import type { CodedEntityRepository } from '../../../../application/records/ports/coded-entity.repository.js';
import { companyKind } from '../../../../domain/companies/company.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import {
  type CodedEntityTable,
  DrizzleCodedEntityRepository,
} from '../records/drizzle-coded-entity.repository.js';

export function drizzleCompanyRepository(gateway: DrizzleGateway): CodedEntityRepository {
  return new DrizzleCodedEntityRepository(
    gateway,
    gateway.tables.companies as unknown as CodedEntityTable,
    companyKind,
  );
}
