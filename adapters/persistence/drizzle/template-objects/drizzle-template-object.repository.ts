// Template objects on Drizzle: the archivable kernel with the template object's columns.

import {
  type RecordFilter,
  type RecordSortKey,
  recordListing,
  recordSearchText,
} from '../../../../application/records/record-listing.js';
import {
  type TemplateObjectFields,
  templateObjectKind,
} from '../../../../domain/template-objects/template-object.js';
import type { RecordEntries } from '../changes/record-entries.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { DrizzleArchivableRepository } from '../records/drizzle-archivable.repository.js';
import { kindMapping } from '../records/mapping.js';
import { recordListingTable } from '../records/record-listing-table.js';

export function drizzleTemplateObjectRepository(gateway: DrizzleGateway, entries?: RecordEntries) {
  const table = gateway.tables.templateObjects;
  const listing = { table: recordListingTable(table), definition: recordListing };
  return new DrizzleArchivableRepository<TemplateObjectFields, RecordSortKey, RecordFilter>(
    gateway,
    kindMapping(templateObjectKind, table, recordSearchText),
    listing,
    entries,
  );
}
