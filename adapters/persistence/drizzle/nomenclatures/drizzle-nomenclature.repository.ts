// Nomenclatures on Drizzle: the record kernel on the nomenclatures table, deleted, the tree and its
// changes serialized, and what keeps an entry in use.
import { eq, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { codedSearchText } from '../../../../application/listing/coded-listing.js';
import type { NomenclatureFilter } from '../../../../application/nomenclatures/nomenclature-listing.js';
import type { NomenclatureRepository } from '../../../../application/nomenclatures/ports/nomenclature.repository.js';
import { type Nomenclature, nomenclatureKind } from '../../../../domain/nomenclatures/nomenclature.js';
import { unknownParent } from '../../../../domain/nomenclatures/nomenclature-tree.js';
import { countWhere } from '../count-where.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { codedKindListing } from '../listing/coded-listing-table.js';
import { deletion } from '../records/delete-writes.js';
import { drizzleRecords } from '../records/drizzle-record.repository.js';
import { kindMapping } from '../records/mapping.js';

/** Key of the Postgres advisory lock that serializes changes of the tree; any constant unique to it. */
const TREE_LOCK_KEY = 7_310_420_002;

export function drizzleNomenclatureRepository(gateway: DrizzleGateway): NomenclatureRepository {
  const { nomenclatures, tasks } = gateway.tables;
  const mapping = kindMapping(nomenclatureKind, nomenclatures, codedSearchText);
  const listing = codedKindListing(nomenclatures, (filter: NomenclatureFilter) => [
    filter.parentId === undefined
      ? undefined
      : filter.parentId === null
        ? isNull(nomenclatures.parentId)
        : eq(nomenclatures.parentId, filter.parentId),
  ]);
  const removal = deletion<unknown, Nomenclature>({
    // nomenclatures.parent_id and tasks.nomenclature_id restrict: a child or task appeared after the use case counted.
    inUse: 'child nomenclatures or tasks still use it',
    // The parent may have gone since the use case checked.
    unknownReference: (entry) => unknownParent(entry.parentId!),
  });
  return Object.assign(drizzleRecords(gateway, mapping, listing, removal), {
    async parentLinks() {
      const rows = await gateway
        .reader()
        .select({ id: nomenclatures.id, parentId: nomenclatures.parentId })
        .from(nomenclatures);
      return new Map(rows.map((row) => [row.id, row.parentId]));
    },

    treeEntries: () =>
      gateway
        .reader()
        .select({ id: nomenclatures.id, code: nomenclatures.code, parentId: nomenclatures.parentId })
        .from(nomenclatures),

    /**
     * SQLite runs one write transaction at a time already. On Postgres (read committed),
     * two transactions could each read the tree, each see no cycle and together close
     * one; a transaction-scoped advisory lock makes them take turns, so the second one
     * reads the tree after the first has committed.
     */
    async lockTree() {
      if (!is(nomenclatures, PgTable)) return;
      await gateway.write((db) => db.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK_KEY}::bigint)`));
    },

    countChildren: (id: number) =>
      countWhere(gateway.reader(), nomenclatures, eq(nomenclatures.parentId, id)),
    countTaskReferences: (id: number) => countWhere(gateway.reader(), tasks, eq(tasks.nomenclatureId, id)),
  });
}
