// Pages, walks and counts of a kind's active records, with their children.
import type { ListDefinition, ListPosition, ListQuery } from '../../../../application/listing/list-query.js';
import type { ListingRepository } from '../../../../application/listing/ports/listing.repository.js';
import type { Archivable } from '../../../../domain/records/archivable.js';
import type { Db, Selection } from '../drizzle-gateway.js';
import { type ListingTable, listedColumns } from '../listing/keyset-page.js';
import { type PageRead, pageRows } from '../listing/page-rows.js';
import { itemListing } from '../listing/table-listing.js';
import { idsParameter } from './bulk-sql.js';
import { keptRecordsIn, type RowState } from './kept-records.js';
import { type ArchivableRow, toRecords } from './mapping.js';
import type { RecordKernel } from './record-kernel.js';

/**
 * Records of a kind kept for lists. A list read again reads only its rows' states, then the rows
 * it keeps no record of at that state: a list of 1 000 unchanged tasks, its values handed over by
 * the driver, mapped and rendered again every time, was most of its cost (docs/performance.md).
 */
const KEPT_RECORDS = 5000;
/** Reads of a page whose rows were written between its two statements, before it is read the plain way. */
const ATTEMPTS = 3;

export function recordListing<F, K extends string, L>(
  { gateway, mapping }: RecordKernel<F>,
  table: ListingTable<K, L>,
  definition: ListDefinition<Archivable<F>, K>,
): ListingRepository<Archivable<F>, K, L> {
  const t = mapping.table;
  const kept = keptRecordsIn<Archivable<F>>(gateway, KEPT_RECORDS);
  const states: Selection = { id: t.id, version: t.version, updatedAt: t.updatedAt } as unknown as Selection;
  // Checked against the rows read next by ID, so the states may be read off the event loop.
  const statesRead: PageRead = { selection: states, checked: true };

  const load = async (db: Db, rows: ArchivableRow[]) => {
    if (rows.length === 0) return [];
    const children = await mapping.children?.load(db, rows);
    return toRecords(mapping, rows, children);
  };

  /** The page's records, those kept at their rows' states and the others read; undefined when a row changed between the two reads. */
  const keptPage = async (
    db: Db,
    query: ListQuery<K, L>,
    limit: number,
    after: ListPosition | undefined,
  ): Promise<Archivable<F>[] | undefined> => {
    const found = (await pageRows(
      db,
      gateway,
      table,
      query,
      limit,
      after,
      statesRead,
    )) as unknown as RowState[];
    const records = found.map((state) => kept.get(state));
    const missing = found.filter((_, i) => records[i] === undefined);
    if (missing.length === 0) return records as Archivable<F>[];
    const rows = (await gateway.selectRows(
      db,
      db
        .select(listedColumns(table))
        .from(t)
        .where(gateway.dialect.sql.inJsonIds(t.id, idsParameter(missing.map((state) => state.id)))),
      listedColumns(table),
      'planned',
    )) as unknown as ArchivableRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const read = missing.map((state) => byId.get(state.id));
    if (
      read.some((row, i) => row?.version !== missing[i]!.version || row.updatedAt !== missing[i]!.updatedAt)
    )
      return undefined;
    const loaded = await load(db, read as ArchivableRow[]);
    let next = 0;
    return records.map((record, i) => record ?? kept.keep(found[i]!, loaded[next++]!));
  };

  return itemListing(gateway, table, definition, async (db, query, limit, after, walked) => {
    // A walk longer than the records kept would only replace them all as it goes.
    if (walked < kept.capacity) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const records = await keptPage(db, query, limit, after);
        if (records) return records;
      }
    }
    return load(db, (await pageRows(db, gateway, table, query, limit, after)) as ArchivableRow[]);
  });
}
