// Badges in memory: the coded-entities kernel, deleting a badge's contact links with it.
import type { CodedEntityRepository } from '../../../../application/records/ports/coded-entity.repository.js';
import { badgeKind } from '../../../../domain/badges/badge.js';
import type { MemoryStore } from '../memory-store.js';
import { MemoryRecordRepository } from '../records/memory-record.repository.js';
import { memoryCodedListing } from '../records/memory-record-listing.js';
import { BADGES, dropBadgeLinks } from './memory-badge-links.js';

export function memoryBadgeRepository(store: MemoryStore): CodedEntityRepository {
  return new MemoryRecordRepository(store, {
    table: BADGES,
    kind: badgeKind,
    removal: 'delete',
    listing: memoryCodedListing(),
    cascade: (id) => dropBadgeLinks(store, id),
  });
}
