// Badges on Drizzle: the coded-entities kernel on the badges table.
import type { CodedEntityRepository } from '../../../../application/records/ports/coded-entity.repository.js';
import { badgeKind } from '../../../../domain/badges/badge.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { DrizzleCodedEntityRepository } from '../records/drizzle-coded-entity.repository.js';

export function drizzleBadgeRepository(gateway: DrizzleGateway): CodedEntityRepository {
  return new DrizzleCodedEntityRepository(gateway, gateway.tables.badges, badgeKind);
}
