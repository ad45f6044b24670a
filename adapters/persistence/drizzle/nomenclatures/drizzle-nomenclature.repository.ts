// Nomenclatures on Drizzle: the nomenclature tree, its changes serialized, and the tasks that use it.
import { and, asc, count, eq, gt, inArray, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import {
  type CodedSortKey,
  codedListing,
  codedSearchText,
} from '../../../../application/listing/coded-listing.js';
import type { NomenclatureFilter } from '../../../../application/nomenclatures/nomenclature-listing.js';
import type { NomenclatureRepository } from '../../../../application/nomenclatures/ports/nomenclature.repository.js';
import {
  type NewNomenclature,
  NOMENCLATURE,
  type Nomenclature,
} from '../../../../domain/nomenclatures/nomenclature.js';
import type { StoredEntry } from '../../../../domain/nomenclatures/nomenclature-import.js';
import { unknownParent } from '../../../../domain/nomenclatures/nomenclature-tree.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import {
  DuplicateCode,
  RecordInUse,
  RecordNotFound,
  VanishedReference,
} from '../../../../domain/shared/record.errors.js';
import { chunks, IDS_PER_STATEMENT, rowsPerStatement } from '../chunks.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { existingIdsOf } from '../existing-ids.js';
import { codedListingTable } from '../listing/coded-listing-table.js';
import { tableListing } from '../listing/table-listing.js';
import { collect, limited } from '../walk.js';

type NomenclatureRow = DrizzleGateway['tables']['nomenclatures']['$inferSelect'];

/** code, label, description, parent, four audit columns and the search text. */
const ROWS_PER_UPSERT = rowsPerStatement(9);

/** What an import replaces in a stored entry: the creation stamp stays. */
const REPLACED_ON_UPSERT = {
  label: sql.raw('excluded.label'),
  description: sql.raw('excluded.description'),
  parentId: sql.raw('excluded.parent_id'),
  updatedAt: sql.raw('excluded.updated_at'),
  updatedBy: sql.raw('excluded.updated_by'),
  searchText: sql.raw('excluded.search_text'),
};

/** Key of the Postgres advisory lock that serializes changes of the tree; any constant unique to it. */
const TREE_LOCK_KEY = 7_310_420_002;

export class DrizzleNomenclatureRepository implements NomenclatureRepository {
  private readonly listing;

  constructor(private readonly gateway: DrizzleGateway) {
    const { nomenclatures } = gateway.tables;
    const byParent = (filter: NomenclatureFilter) => [
      filter.parentId === undefined
        ? undefined
        : filter.parentId === null
          ? isNull(nomenclatures.parentId)
          : eq(nomenclatures.parentId, filter.parentId),
    ];
    this.listing = tableListing<Nomenclature, CodedSortKey, NomenclatureFilter, NomenclatureRow>(
      gateway,
      codedListingTable(nomenclatures, byParent),
      codedListing,
      toNomenclature,
    );
  }

  private get t() {
    return this.gateway.tables;
  }

  async findById(id: number): Promise<Nomenclature | undefined> {
    const [row] = await this.gateway
      .reader()
      .select()
      .from(this.t.nomenclatures)
      .where(eq(this.t.nomenclatures.id, id));
    return row && toNomenclature(row);
  }

  async findByCodes(codes: readonly string[]): Promise<Nomenclature[]> {
    const { nomenclatures } = this.t;
    const found: Nomenclature[] = [];
    for (const chunk of chunks(codes, IDS_PER_STATEMENT)) {
      const rows = await this.gateway
        .reader()
        .select()
        .from(nomenclatures)
        .where(inArray(nomenclatures.code, chunk));
      found.push(...rows.map(toNomenclature));
    }
    return found;
  }

  list(): Promise<Nomenclature[]> {
    const { nomenclatures } = this.t;
    return collect(
      this.gateway.walk(async (db, { after, limit }) => {
        const query = db
          .select()
          .from(nomenclatures)
          .where(after && gt(nomenclatures.code, after.code))
          .orderBy(asc(nomenclatures.code))
          .$dynamic();
        return (await limited(query, limit)).map(toNomenclature);
      }),
    );
  }

  /** docs/api/lists.md#nomenclatures */
  page: NomenclatureRepository['page'] = (query, limit, after) => this.listing.page(query, limit, after);
  walk: NomenclatureRepository['walk'] = (query) => this.listing.walk(query);
  count: NomenclatureRepository['count'] = (query) => this.listing.count(query);

  existingIds(ids: readonly number[]): Promise<Set<number>> {
    return existingIdsOf(this.gateway, this.t.nomenclatures, ids);
  }

  async parentLinks(): Promise<Map<number, number | null>> {
    const rows = await this.gateway
      .reader()
      .select({ id: this.t.nomenclatures.id, parentId: this.t.nomenclatures.parentId })
      .from(this.t.nomenclatures);
    return new Map(rows.map((row) => [row.id, row.parentId]));
  }

  async treeEntries(): Promise<StoredEntry[]> {
    const { nomenclatures } = this.t;
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
    if (!is(this.t.nomenclatures, PgTable)) return;
    await this.gateway.write((db) => db.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK_KEY}::bigint)`));
  }

  insert(nomenclature: NewNomenclature): Promise<Nomenclature> {
    return this.gateway.write(async (db) => {
      try {
        const [row] = await db
          .insert(this.t.nomenclatures)
          .values({ ...nomenclature, searchText: codedSearchText(nomenclature) })
          .returning();
        return toNomenclature(row!);
      } catch (error) {
        // The unique index decides a duplicate code; the parent may also have gone since the use case checked.
        if (this.gateway.isUniqueViolation(error)) throw new DuplicateCode(NOMENCLATURE, nomenclature.code);
        if (this.gateway.isForeignKeyViolation(error)) throw unknownParent(nomenclature.parentId!);
        throw error;
      }
    });
  }

  /** As the tags' upsert; a parent deleted since the import read the tree fails its foreign key. */
  upsertMany(entries: readonly NewNomenclature[]): Promise<Nomenclature[]> {
    if (entries.length === 0) return Promise.resolve([]);
    const ordered = [...entries].sort((a, b) => compareCodePoints(a.code, b.code));
    return this.gateway.write(async (db) => {
      const stored: Nomenclature[] = [];
      try {
        for (const chunk of chunks(ordered, ROWS_PER_UPSERT)) {
          const rows = await db
            .insert(this.t.nomenclatures)
            .values(chunk.map((entry) => ({ ...entry, searchText: codedSearchText(entry) })))
            .onConflictDoUpdate({ target: this.t.nomenclatures.code, set: REPLACED_ON_UPSERT })
            .returning();
          stored.push(...rows.map(toNomenclature));
        }
      } catch (error) {
        if (this.gateway.isForeignKeyViolation(error)) throw new VanishedReference();
        throw error;
      }
      return stored;
    });
  }

  update(nomenclature: Nomenclature, unchangedSince?: Instant): Promise<Nomenclature> {
    return this.gateway.write(async (db) => {
      try {
        const [row] = await db
          .update(this.t.nomenclatures)
          .set({
            label: nomenclature.label,
            description: nomenclature.description,
            parentId: nomenclature.parentId,
            updatedAt: nomenclature.updatedAt,
            updatedBy: nomenclature.updatedBy,
            searchText: codedSearchText(nomenclature),
          })
          .where(this.unchanged(nomenclature.id, unchangedSince))
          .returning();
        if (!row && unchangedSince !== undefined)
          throw new PreconditionFailed(NOMENCLATURE.name, nomenclature.id);
        if (!row) throw new RecordNotFound(NOMENCLATURE, nomenclature.id);
        return toNomenclature(row);
      } catch (error) {
        if (this.gateway.isForeignKeyViolation(error)) throw unknownParent(nomenclature.parentId!);
        throw error;
      }
    });
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    return this.gateway.write(async (db) => {
      try {
        const deleted = await db
          .delete(this.t.nomenclatures)
          .where(this.unchanged(id, unchangedSince))
          .returning({ id: this.t.nomenclatures.id });
        return deleted.length > 0;
      } catch (error) {
        // nomenclatures.parent_id and tasks.nomenclature_id restrict: a child or task appeared after the use case counted.
        if (this.gateway.isForeignKeyViolation(error)) {
          throw new RecordInUse(NOMENCLATURE, id, 'child nomenclatures or tasks still use it');
        }
        throw error;
      }
    });
  }

  /** The row `id`, and only while its `updatedAt` is `since` when given: an If-Match write (docs/api/records.md#conditional-requests). */
  private unchanged(id: number, since: Instant | undefined) {
    const { nomenclatures } = this.t;
    return and(
      eq(nomenclatures.id, id),
      since === undefined ? undefined : eq(nomenclatures.updatedAt, since),
    );
  }

  async countChildren(id: number): Promise<number> {
    const [row] = await this.gateway
      .reader()
      .select({ n: count() })
      .from(this.t.nomenclatures)
      .where(eq(this.t.nomenclatures.parentId, id));
    return Number(row?.n ?? 0);
  }

  async countTaskReferences(id: number): Promise<number> {
    const [row] = await this.gateway
      .reader()
      .select({ n: count() })
      .from(this.t.tasks)
      .where(eq(this.t.tasks.nomenclatureId, id));
    return Number(row?.n ?? 0);
  }
}

function toNomenclature(row: NomenclatureRow): Nomenclature {
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    description: row.description,
    parentId: row.parentId,
    createdAt: instantFromMicros(row.createdAt),
    createdBy: row.createdBy,
    updatedAt: instantFromMicros(row.updatedAt),
    updatedBy: row.updatedBy,
  };
}
