// Pages, walks and counts of a kind's active records, with their children.
import type { ListDefinition } from '../../../../application/listing/list-query.js';
import type { ListingRepository } from '../../../../application/listing/ports/listing.repository.js';
import type { Archivable } from '../../../../domain/archivable/archivable.js';
import type { ListingTable } from '../listing/keyset-page.js';
import { tableListingWith } from '../listing/table-listing.js';
import type { ArchivableKernel } from './kernel.js';
import { type ArchivableRow, toRecords } from './mapping.js';

export function recordListing<F, K extends string, L>(
  { gateway, mapping }: ArchivableKernel<F>,
  table: ListingTable<K, L>,
  definition: ListDefinition<Archivable<F>, K>,
): ListingRepository<Archivable<F>, K, L> {
  return tableListingWith(gateway, table, definition, async (db, rows: ArchivableRow[]) => {
    if (rows.length === 0) return [];
    const children = await mapping.children?.load(
      db,
      rows.map((row) => row.id),
    );
    return toRecords(mapping, rows, children);
  });
}
