// The coded-entities kernel on Drizzle: code, label and description tables (badges, companies,
// tags, nomenclatures), with a column for each field a kind declares besides.
import { and, asc, type Column, eq, getTableColumns, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { CodedEntityRepository } from '../../../../application/coded-entities/ports/coded-entity.repository.js';
import {
  type CodedFilter,
  type CodedSortKey,
  codedListing,
  codedSearchText,
} from '../../../../application/listing/coded-listing.js';
import {
  type CodedAudit,
  type CodedEntity,
  type CodedFields,
  type CodedKind,
  type NewCodedEntity,
  ownFields,
} from '../../../../domain/coded-entities/coded-entity.js';
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
import type { DrizzleGateway, Tables } from '../drizzle-gateway.js';
import { existingIdsOf } from '../existing-ids.js';
import { codedListingTable } from '../listing/coded-listing-table.js';
import { tableListing } from '../listing/table-listing.js';
import { collect, limited } from '../walk.js';

/**
 * Badges and companies have the same columns, either table fits; a tags row has the actors too,
 * which are read and written by name where the kind keeps them, as are a kind's own columns.
 */
export type CodedEntityTable = Tables['badges'];
type Row = CodedEntityTable['$inferSelect'];
type ActorRow = Tables['tags']['$inferSelect'];

/** How a kind's stamp columns are read, and written by a change. */
interface StampColumns {
  /** Bound values a row: code, label, description, the stamps and the search text; a kind's own fields add theirs. */
  readonly width: number;
  read(row: Row): object;
  /** What an update writes besides the kind's fields and the search text. */
  changed(entity: CodedEntity<CodedAudit>): Record<string, unknown>;
  /** What an upsert replaces in a stored row besides the kind's fields and the search text. */
  readonly replaced: Record<string, SQL>;
}

const STAMP_COLUMNS: Readonly<Record<CodedAudit, StampColumns>> = {
  times: {
    width: 6,
    read: (row) => ({
      createdAt: instantFromMicros(row.createdAt),
      updatedAt: instantFromMicros(row.updatedAt),
    }),
    changed: ({ updatedAt }) => ({ updatedAt }),
    replaced: { updatedAt: sql.raw('excluded.updated_at') },
  },
  actors: {
    width: 8,
    read: (row) => {
      const { createdAt, createdBy, updatedAt, updatedBy } = row as ActorRow;
      return {
        createdAt: instantFromMicros(createdAt),
        createdBy,
        updatedAt: instantFromMicros(updatedAt),
        updatedBy,
      };
    },
    changed: (entity) => {
      const { updatedAt, updatedBy } = entity as CodedEntity<'actors'>;
      return { updatedAt, updatedBy };
    },
    replaced: { updatedAt: sql.raw('excluded.updated_at'), updatedBy: sql.raw('excluded.updated_by') },
  },
};

export interface DrizzleCodedOptions<A extends CodedAudit, F extends CodedFields, L extends CodedFilter> {
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
}

export class DrizzleCodedEntityRepository<
  A extends CodedAudit = 'times',
  F extends CodedFields = CodedFields,
  L extends CodedFilter = CodedFilter,
> implements CodedEntityRepository<A, F, L>
{
  private readonly listing;
  private readonly stamps: StampColumns;
  private readonly rowsPerInsert: number;
  /** The kind's fields, each stored in the column of its name. */
  private readonly fields: readonly string[];

  constructor(
    protected readonly gateway: DrizzleGateway,
    private readonly t: CodedEntityTable,
    private readonly kind: CodedKind<A, F>,
    private readonly options: DrizzleCodedOptions<A, F, L> = {},
  ) {
    this.stamps = STAMP_COLUMNS[kind.audit];
    this.fields = Object.keys(kind.fields);
    this.rowsPerInsert = rowsPerStatement(this.stamps.width + ownFields(kind).length);
    this.listing = tableListing<CodedEntity<A, F>, CodedSortKey, L, Row>(
      gateway,
      codedListingTable(t, options.filters),
      codedListing,
      (row) => this.toEntity(row),
    );
  }

  /** docs/api/lists.md#coded-lists */
  page: CodedEntityRepository<A, F, L>['page'] = (query, limit, after) =>
    this.listing.page(query, limit, after);
  walk: CodedEntityRepository<A, F, L>['walk'] = (query) => this.listing.walk(query);
  count: CodedEntityRepository<A, F, L>['count'] = (query) => this.listing.count(query);

  async findById(id: number): Promise<CodedEntity<A, F> | undefined> {
    const [row] = await this.gateway.reader().select().from(this.t).where(eq(this.t.id, id));
    return row && this.toEntity(row);
  }

  async findByCodes(codes: readonly string[]): Promise<CodedEntity<A, F>[]> {
    const found: CodedEntity<A, F>[] = [];
    for (const chunk of chunks(codes, IDS_PER_STATEMENT)) {
      const rows = await this.gateway.reader().select().from(this.t).where(inArray(this.t.code, chunk));
      found.push(...rows.map((row) => this.toEntity(row)));
    }
    return found;
  }

  list(): Promise<CodedEntity<A, F>[]> {
    return collect(
      this.gateway.walk(async (db, { after, limit }) => {
        const query = db
          .select()
          .from(this.t)
          .where(after && gt(this.t.code, after.code))
          .orderBy(asc(this.t.code))
          .$dynamic();
        return (await limited(query, limit)).map((row) => this.toEntity(row));
      }),
    );
  }

  existingIds(ids: readonly number[]): Promise<Set<number>> {
    return existingIdsOf(this.gateway, this.t, ids);
  }

  insert(entity: NewCodedEntity<A, F>): Promise<CodedEntity<A, F>> {
    return this.gateway.write(async (db) => {
      try {
        const [row] = await db
          .insert(this.t)
          .values({ ...entity, searchText: codedSearchText(entity) })
          .returning();
        return this.toEntity(row!);
      } catch (error) {
        // The unique index decides a duplicate code; a referenced row may have gone since the use case checked.
        if (this.gateway.isUniqueViolation(error)) throw new DuplicateCode(this.kind, entity.code);
        throw this.referenceError(error, entity);
      }
    });
  }

  update(entity: CodedEntity<A, F>, unchangedSince?: Instant): Promise<CodedEntity<A, F>> {
    return this.gateway.write(async (db) => {
      try {
        const [row] = await db
          .update(this.t)
          .set({
            ...this.values(entity, this.fields),
            ...this.stamps.changed(entity),
            searchText: codedSearchText(entity),
          })
          .where(this.unchanged(entity.id, unchangedSince))
          .returning();
        if (!row && unchangedSince !== undefined) throw new PreconditionFailed(this.kind.name, entity.id);
        if (!row) throw new RecordNotFound(this.kind, entity.id);
        return this.toEntity(row);
      } catch (error) {
        throw this.referenceError(error, entity);
      }
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
    const ordered = [...entities].sort((a, b) => compareCodePoints(a.code, b.code));
    const columns = getTableColumns(this.t) as Record<string, Column>;
    const replaced = Object.fromEntries(
      this.fields.map((key) => [key, sql.raw(`excluded.${columns[key]!.name}`)]),
    );
    return this.gateway.write(async (db) => {
      const stored: CodedEntity<A, F>[] = [];
      try {
        for (const chunk of chunks(ordered, this.rowsPerInsert)) {
          const rows = await db
            .insert(this.t)
            .values(chunk.map((entity) => ({ ...entity, searchText: codedSearchText(entity) })))
            .onConflictDoUpdate({
              target: this.t.code,
              set: { ...replaced, ...this.stamps.replaced, searchText: sql.raw('excluded.search_text') },
            })
            .returning();
          stored.push(...rows.map((row) => this.toEntity(row)));
        }
      } catch (error) {
        if (this.gateway.isForeignKeyViolation(error)) throw new VanishedReference();
        throw error;
      }
      return stored;
    });
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    return this.gateway.write(async (db) => {
      try {
        const deleted = await db
          .delete(this.t)
          .where(this.unchanged(id, unchangedSince))
          .returning({ id: this.t.id });
        return deleted.length > 0;
      } catch (error) {
        // A row of another table (or of this one) started referencing this one after the use case's check.
        const { inUse } = this.options;
        if (inUse !== undefined && this.gateway.isForeignKeyViolation(error)) {
          throw new RecordInUse(this.kind, id, inUse);
        }
        throw error;
      }
    });
  }

  /** The row `id`, and only while its `updatedAt` is `since` when given: an If-Match write (docs/api/records.md#conditional-requests). */
  private unchanged(id: number, since: Instant | undefined) {
    return and(eq(this.t.id, id), since === undefined ? undefined : eq(this.t.updatedAt, since));
  }

  /** A foreign key's refusal of a create or an update as the kind words it; any other error as it is. */
  private referenceError(error: unknown, entity: NewCodedEntity<A, F>): unknown {
    const { unknownReference } = this.options;
    return unknownReference && this.gateway.isForeignKeyViolation(error) ? unknownReference(entity) : error;
  }

  private values(from: object, keys: readonly string[]): Record<string, unknown> {
    const values = from as Readonly<Record<string, unknown>>;
    return Object.fromEntries(keys.map((key) => [key, values[key]]));
  }

  private toEntity(row: Row): CodedEntity<A, F> {
    return {
      id: row.id,
      code: row.code,
      ...this.values(row, this.fields),
      ...this.stamps.read(row),
    } as unknown as CodedEntity<A, F>;
  }
}
