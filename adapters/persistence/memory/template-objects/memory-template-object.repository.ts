// Template objects in memory: the archivable kernel on the memory table of template objects.

import type { ListingRepository } from '../../../../application/listing/ports/listing.repository.js';
import type { ArchivableRepository } from '../../../../application/records/ports/archivable.repository.js';
import type { RecordFilter, RecordSortKey } from '../../../../application/records/record-listing.js';
import {
  type TemplateObject,
  type TemplateObjectFields,
  templateObjectKind,
} from '../../../../domain/template-objects/template-object.js';
import type { MemoryStore } from '../memory-store.js';
import { MemoryRecordRepository } from '../records/memory-record.repository.js';
import { memoryRecordListing } from '../records/memory-record-listing.js';

const TEMPLATE_OBJECTS = 'templateObjects';

export function memoryTemplateObjectRepository(
  store: MemoryStore,
): ArchivableRepository<TemplateObjectFields> &
  ListingRepository<TemplateObject, RecordSortKey, RecordFilter> {
  return new MemoryRecordRepository(store, {
    table: TEMPLATE_OBJECTS,
    kind: templateObjectKind,
    removal: 'archive',
    listing: memoryRecordListing(),
  });
}
