// Nomenclatures on Drizzle: the coded-entities kernel on the nomenclatures table, the tree and its
// changes serialized, and what keeps an entry in use.
import { eq, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { NomenclatureFilter } from '../../../../application/nomenclatures/nomenclature-listing.js';
import type { NomenclatureRepository } from '../../../../application/nomenclatures/ports/nomenclature.repository.js';
import { type NomenclatureFields, nomenclatureKind } from '../../../../domain/nomenclatures/nomenclature.js';
import type { StoredEntry } from '../../../../domain/nomenclatures/nomenclature-import.js';
import { unknownParent } from '../../../../domain/nomenclatures/nomenclature-tree.js';
import { countWhere } from '../count-where.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import {
  type CodedEntityTable,
  DrizzleCodedEntityRepository,
} from '../records/drizzle-coded-entity.repository.js';

/** Key of the Postgres advisory lock that serializes changes of the tree; any constant unique to it. */
const TREE_LOCK_KEY = 7_310_420_002;

export class DrizzleNomenclatureRepository
  extends DrizzleCodedEntityRepository<'actors', NomenclatureFields, NomenclatureFilter>
  implements NomenclatureRepository
{
  constructor(gateway: DrizzleGateway) {
    const { nomenclatures } = gateway.tables;
    super(gateway, nomenclatures as unknown as CodedEntityTable, nomenclatureKind, {
      // nomenclatures.parent_id and tasks.nomenclature_id restrict: a child or task appeared after the use case counted.
      inUse: 'child nomenclatures or tasks still use it',
      // The parent may have gone since the use case checked.
      unknownReference: (entry) => unknownParent(entry.parentId!),
      filters: (filter) => [
        filter.parentId === undefined
          ? undefined
          : filter.parentId === null
            ? isNull(nomenclatures.parentId)
            : eq(nomenclatures.parentId, filter.parentId),
      ],
    });
  }

  private get tables() {
    return this.gateway.tables;
  }

  async parentLinks(): Promise<Map<number, number | null>> {
    const rows = await this.gateway
      .reader()
      .select({ id: this.tables.nomenclatures.id, parentId: this.tables.nomenclatures.parentId })
      .from(this.tables.nomenclatures);
    return new Map(rows.map((row) => [row.id, row.parentId]));
  }

  async treeEntries(): Promise<StoredEntry[]> {
    const { nomenclatures } = this.tables;
    return this.gateway
      .reader()
      .select({ id: nomenclatures.id, code: nomenclatures.code, parentId: nomenclatures.parentId })
      .from(nomenclatures);
  }

  /**
   * SQLite runs one write transaction at a time already. On Postgres (read committed),
   * two transactions could each read the tree, each see no cycle and together close
   * one; a transaction-scoped advisory lock makes them take turns, so the second one
   * reads the tree after the first has committed.
   */
  async lockTree(): Promise<void> {
    if (!is(this.tables.nomenclatures, PgTable)) return;
    await this.gateway.write((db) => db.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK_KEY}::bigint)`));
  }

  countChildren(id: number): Promise<number> {
    const { nomenclatures } = this.tables;
    return countWhere(this.gateway.reader(), nomenclatures, eq(nomenclatures.parentId, id));
  }

  countTaskReferences(id: number): Promise<number> {
    const { tasks } = this.tables;
    return countWhere(this.gateway.reader(), tasks, eq(tasks.nomenclatureId, id));
  }
}
