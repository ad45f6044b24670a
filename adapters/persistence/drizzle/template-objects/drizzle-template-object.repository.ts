// Template objects on Drizzle: the record kernel with the template object's columns, archived.
import {
  type RecordFilter,
  type RecordSortKey,
  recordListing,
  recordSearchText,
} from '../../../../application/records/record-listing.js';
import { templateObjectKind } from '../../../../domain/template-objects/template-object.js';
import type { RecordEntries } from '../changes/record-entries.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { archival } from '../records/bulk-writes.js';
import { drizzleRecords } from '../records/drizzle-record.repository.js';
import { kindMapping } from '../records/mapping.js';
import { recordListingTable } from '../records/record-listing-table.js';

export function drizzleTemplateObjectRepository(gateway: DrizzleGateway, entries?: RecordEntries) {
  const table = gateway.tables.templateObjects;
  const listing = {
    table: recordListingTable<RecordSortKey, RecordFilter>(table),
    definition: recordListing,
  };
  return drizzleRecords(
    gateway,
    kindMapping(templateObjectKind, table, recordSearchText),
    listing,
    archival(entries),
  );
}
