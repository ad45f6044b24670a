// Pages, walks and counts of a kind's active records, with their children.
import type { ListDefinition, ListPosition, ListQuery } from '../../../../application/listing/list-query.js';
import type { ListingRepository } from '../../../../application/listing/ports/listing.repository.js';
import type { Archivable } from '../../../../domain/archivable/archivable.js';
import type { Db } from '../drizzle-gateway.js';
import { countRows, type ListingTable, pageRows } from '../listing/keyset-page.js';
import type { ArchivableKernel } from './kernel.js';
import { type ArchivableRow, toRecords } from './mapping.js';

/** Rows per read of a whole list: the export's batch, which keeps memory flat and queries few. */
const WALK_BATCH = 1000;

export function recordListing<F, K extends string, L>(
  { gateway, mapping }: ArchivableKernel<F>,
  table: ListingTable<K, L>,
  definition: ListDefinition<Archivable<F>, K>,
): ListingRepository<Archivable<F>, K, L> {
  const read = async (db: Db, query: ListQuery<K, L>, limit: number, after: ListPosition | undefined) => {
    const rows = (await pageRows(db, gateway, table, query, limit, after)) as ArchivableRow[];
    if (rows.length === 0) return [];
    const children = await mapping.children?.load(
      db,
      rows.map((row) => row.id),
    );
    return toRecords(mapping, rows, children);
  };
  return {
    page: (query, limit, after) => read(gateway.reader(), query, limit, after),
    walk: (query) =>
      gateway.walk((db, page) => {
        const last = page.after;
        const after = last && { value: definition.sortValue(last, query.sort.key), id: last.id };
        return read(db, query, page.limit ?? WALK_BATCH, after);
      }, WALK_BATCH),
    count: (query) => countRows(gateway.reader(), gateway, table, query),
  };
}
