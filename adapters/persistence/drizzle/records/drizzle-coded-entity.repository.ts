// The record kernel's coded kinds on Drizzle: code, label and description tables (badges,
// companies, tags, nomenclatures), with a column for each field a kind declares besides; a
// code-less kind's table (contacts) has its fields' columns only. A delete removes the row, and
// the tables' foreign keys cascade or restrict it.
import { type Column, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  bareQuery,
  type CodedFilter,
  type CodedSortKeyOf,
  codedListing,
} from '../../../../application/listing/coded-listing.js';
import type { CodedKindListing } from '../../../../application/records/coded-kind-rules.js';
import type { CodedEntityRepository } from '../../../../application/records/ports/coded-entity.repository.js';
import {
  type CodedAudit,
  type CodedEntity,
  type CodedFields,
  type CodedKind,
  codeOf,
  type NewCodedEntity,
} from '../../../../domain/records/coded-entity.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { RecordInUse, RecordNotFound, VanishedReference } from '../../../../domain/shared/record.errors.js';
import type { Fields } from '../../../../domain/shared/record-kind.js';
import { eachChunk, rowsPerStatement } from '../chunks.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { existingIdsOf } from '../existing-ids.js';
import { codedListingTable } from '../listing/coded-listing-table.js';
import type { ListingTable } from '../listing/keyset-page.js';
import { tableListing } from '../listing/table-listing.js';
import { unchangedRow } from '../unchanged-row.js';
import { guarded, type Violations } from '../violations.js';
import { collect } from '../walk.js';
import { type CodedEntityTable, type Row, STAMP_COLUMNS, type StampColumns } from './coded-stamp-columns.js';
import { codeViolations, DrizzleRecordRepository } from './drizzle-record.repository.js';

/** The table every coded kind's repository is given, as the kinds' modules name it. */
export type { CodedEntityTable };

export interface DrizzleCodedOptions<A extends CodedAudit, F extends Fields, L extends CodedFilter> {
  /**
   * The RecordInUse detail when a foreign key of another table (ON DELETE RESTRICT) refuses the
   * delete; without it, such a violation is not expected and rethrown as it is.
   */
  readonly inUse?: string;
  /**
   * What a create or an update whose reference names no row throws (its foreign key refused it);
   * without it, such a violation is not expected and rethrown as it is.
   */
  readonly unknownReference?: (entity: NewCodedEntity<A, F>) => Error;
  /** The kind's own list filters (docs/api/lists.md#filters), besides the coded ones. */
  readonly filters?: (filter: L) => readonly (SQL | undefined)[];
  /**
   * A code-less kind's list: how its rows sort and are found, and its table's sort columns,
   * filters and search index; the coded list with `filters` unless given.
   */
  readonly listing?: {
    readonly definition: CodedKindListing<A, F>;
    readonly table: ListingTable<CodedSortKeyOf<F>, L>;
  };
}

export class DrizzleCodedEntityRepository<
    A extends CodedAudit = 'times',
    F extends Fields = CodedFields,
    L extends CodedFilter = CodedFilter,
  >
  extends DrizzleRecordRepository<CodedEntity<A, F>, CodedSortKeyOf<F>, L, Row>
  implements CodedEntityRepository<A, F, L>
{
  declare protected readonly kind: CodedKind<A, F>;
  /** docs/api/lists.md#coded-lists */
  private readonly definition: CodedKindListing<A, F>;
  private readonly stamps: StampColumns;
  private readonly rowsPerInsert: number;
  /** The kind's fields, each stored in the column of its name. */
  private readonly fields: readonly string[];

  constructor(
    gateway: DrizzleGateway,
    private readonly t: CodedEntityTable,
    kind: CodedKind<A, F>,
    private readonly options: DrizzleCodedOptions<A, F, L> = {},
  ) {
    const { definition, table } = options.listing ?? {
      definition: codedListing as unknown as CodedKindListing<A, F>,
      table: codedListingTable(t, options.filters) as ListingTable<CodedSortKeyOf<F>, L>,
    };
    super(
      gateway,
      t,
      kind,
      tableListing<CodedEntity<A, F>, CodedSortKeyOf<F>, L, Row>(gateway, table, definition, (row) =>
        this.toEntity(row),
      ),
    );
    this.definition = definition;
    this.stamps = STAMP_COLUMNS[kind.audit];
    this.fields = Object.keys(kind.fields);
    // The code, the fields, the stamps and the search text.
    this.rowsPerInsert = rowsPerStatement((kind.coded ? 1 : 0) + this.fields.length + this.stamps.width + 1);
  }

  async findById(id: number): Promise<CodedEntity<A, F> | undefined> {
    const [row] = await this.gateway.reader().select().from(this.t).where(eq(this.t.id, id));
    return row && this.toEntity(row);
  }

  async findByCodes(codes: readonly string[]): Promise<CodedEntity<A, F>[]> {
    return (await this.rowsWith(this.t.code, codes)).map((row) => this.toEntity(row));
  }

  /** The list without parameters, walked: by code, a code-less kind's by its own order. */
  list(): Promise<CodedEntity<A, F>[]> {
    return collect(this.walk(bareQuery(this.definition)));
  }

  existingIds(ids: readonly number[]): Promise<Set<number>> {
    return existingIdsOf(this.gateway, this.t, ids);
  }

  insert(entity: NewCodedEntity<A, F>): Promise<CodedEntity<A, F>> {
    // The unique index decides a duplicate code; a referenced row may have gone since the use case
    // checked, which the kind words (a foreign key is not expected of a kind that does not).
    const violations = { ...codeViolations(this.kind, codeOf(entity)), ...this.references(entity) };
    return this.gateway.write(async (db) => {
      const [row] = await guarded(this.gateway, violations, () =>
        db.insert(this.t).values(this.row(entity)).returning(),
      );
      return this.toEntity(row!);
    });
  }

  insertMany(entities: readonly NewCodedEntity<A, F>[]): Promise<CodedEntity<A, F>[]> {
    if (entities.length === 0) return Promise.resolve([]);
    return this.gateway.write((db) =>
      eachChunk(entities, this.rowsPerInsert, async (chunk) => {
        const rows = await db
          .insert(this.t)
          .values(chunk.map((entity) => this.row(entity)))
          .returning();
        // IDs are drawn in VALUES order; RETURNING's own order is not promised, so sort by them.
        return rows.sort((a, b) => a.id - b.id).map((row) => this.toEntity(row));
      }),
    );
  }

  update(entity: CodedEntity<A, F>, unchangedSince?: Instant): Promise<CodedEntity<A, F>> {
    return this.gateway.write(async (db) => {
      const [row] = await guarded(this.gateway, this.references(entity), () =>
        db
          .update(this.t)
          .set({
            ...this.values(entity, this.fields),
            ...this.stamps.changed(entity),
            searchText: this.definition.searchText(entity),
          })
          .where(this.unchanged(entity.id, unchangedSince))
          .returning(),
      );
      if (!row && unchangedSince !== undefined) throw new PreconditionFailed(this.kind.name, entity.id);
      if (!row) throw new RecordNotFound(this.kind, entity.id);
      return this.toEntity(row);
    });
  }

  /**
   * INSERT … ON CONFLICT (code) DO UPDATE, so a concurrent import of the same new code waits and
   * updates instead of failing on the unique index; rows go in code order, so two importers
   * lock them in the same order and cannot deadlock. A referenced row deleted since the import
   * read it fails its foreign key.
   */
  upsertMany(entities: readonly NewCodedEntity<A, F>[]): Promise<CodedEntity<A, F>[]> {
    if (entities.length === 0) return Promise.resolve([]);
    const ordered = [...entities].sort((a, b) => compareCodePoints(codeOf(a), codeOf(b)));
    const columns = getTableColumns(this.t) as Record<string, Column>;
    const replaced = Object.fromEntries(
      this.fields.map((key) => [key, sql.raw(`excluded.${columns[key]!.name}`)]),
    );
    return this.gateway.write((db) =>
      eachChunk(ordered, this.rowsPerInsert, async (chunk) => {
        const rows = await guarded(this.gateway, { foreignKey: () => new VanishedReference() }, () =>
          db
            .insert(this.t)
            .values(chunk.map((entity) => this.row(entity)))
            .onConflictDoUpdate({
              target: this.t.code,
              set: { ...replaced, ...this.stamps.replaced, searchText: sql.raw('excluded.search_text') },
            })
            .returning(),
        );
        return rows.map((row) => this.toEntity(row));
      }),
    );
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    // A row of another table (or of this one) started referencing this one after the use case's check.
    const { inUse } = this.options;
    const violations = {
      foreignKey: inUse === undefined ? undefined : () => new RecordInUse(this.kind, id, inUse),
    };
    return this.gateway.write(async (db) => {
      const deleted = await guarded(this.gateway, violations, () =>
        db.delete(this.t).where(this.unchanged(id, unchangedSince)).returning({ id: this.t.id }),
      );
      return deleted.length > 0;
    });
  }

  /** The row `id`, and only while its `updatedAt` is `since` when given. */
  private unchanged(id: number, since: Instant | undefined) {
    return unchangedRow(this.t.id, id, this.t.updatedAt, since);
  }

  /** A foreign key's refusal of a create or an update, as the kind words it. */
  private references(entity: NewCodedEntity<A, F>): Violations {
    const { unknownReference } = this.options;
    return { foreignKey: unknownReference && (() => unknownReference(entity)) };
  }

  private values(from: object, keys: readonly string[]): Record<string, unknown> {
    const values = from as Readonly<Record<string, unknown>>;
    return Object.fromEntries(keys.map((key) => [key, values[key]]));
  }

  /** The values an insert writes: the entity and its search text. */
  private row(entity: NewCodedEntity<A, F>): Row {
    return {
      ...entity,
      searchText: this.definition.searchText(entity as CodedEntity<A, F>),
    } as unknown as Row;
  }

  /** A row of the kind's table as an entity; a badge's contacts, read by a join, are read with it. */
  toEntity(row: Row): CodedEntity<A, F> {
    return {
      id: row.id,
      ...(this.kind.coded && { code: row.code }),
      ...this.values(row, this.fields),
      ...this.stamps.read(row),
    } as unknown as CodedEntity<A, F>;
  }
}
