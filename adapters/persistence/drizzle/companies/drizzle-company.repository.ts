// Companies on Drizzle: the record kernel on the companies table, deleted.
import { codedSearchText } from '../../../../application/listing/coded-listing.js';
import type { CodedEntityRepository } from '../../../../application/records/ports/coded-entity.repository.js';
import { companyKind } from '../../../../domain/companies/company.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { codedKindListing } from '../listing/coded-listing-table.js';
import { deletion } from '../records/delete-writes.js';
import { drizzleRecords } from '../records/drizzle-record.repository.js';
import { kindMapping } from '../records/mapping.js';

export function drizzleCompanyRepository(gateway: DrizzleGateway): CodedEntityRepository {
  const { companies } = gateway.tables;
  const mapping = kindMapping(companyKind, companies, codedSearchText);
  return drizzleRecords(gateway, mapping, codedKindListing(companies), deletion());
}
