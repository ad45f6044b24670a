// Badges on Drizzle: the record kernel on the badges table, deleted with their contact links.
import { codedSearchText } from '../../../../application/listing/coded-listing.js';
import type { CodedEntityRepository } from '../../../../application/records/ports/coded-entity.repository.js';
import { badgeKind } from '../../../../domain/badges/badge.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { codedKindListing } from '../listing/coded-listing-table.js';
import { deletion } from '../records/delete-writes.js';
import { drizzleRecords } from '../records/drizzle-record.repository.js';
import { kindMapping } from '../records/mapping.js';

export function drizzleBadgeRepository(gateway: DrizzleGateway): CodedEntityRepository {
  const { badges } = gateway.tables;
  const mapping = kindMapping(badgeKind, badges, codedSearchText);
  return drizzleRecords(gateway, mapping, codedKindListing(badges), deletion());
}
