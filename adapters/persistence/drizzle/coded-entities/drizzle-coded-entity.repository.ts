// The coded-entities kernel on Drizzle: code, label and description tables (badges, companies, tags).
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { CodedEntityRepository } from '../../../../application/coded-entities/ports/coded-entity.repository.js';
import {
  type CodedFilter,
  type CodedSortKey,
  codedListing,
  codedSearchText,
} from '../../../../application/listing/coded-listing.js';
import type {
  CodedAudit,
  CodedEntity,
  CodedKind,
  NewCodedEntity,
} from '../../../../domain/coded-entities/coded-entity.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { DuplicateCode, RecordInUse, RecordNotFound } from '../../../../domain/shared/record.errors.js';
import { chunks, IDS_PER_STATEMENT, rowsPerStatement } from '../chunks.js';
import type { DrizzleGateway, Tables } from '../drizzle-gateway.js';
import { codedListingTable } from '../listing/coded-listing-table.js';
import { tableListing } from '../listing/table-listing.js';
import { collect, limited } from '../walk.js';

/**
 * Badges and companies have the same columns, either table fits; a tags row has the actors too,
 * which are read and written by name where the kind keeps them.
 */
export type CodedEntityTable = Tables['badges'];
type Row = CodedEntityTable['$inferSelect'];
type ActorRow = Tables['tags']['$inferSelect'];

/** How a kind's stamp columns are read, and written by a change. */
interface StampColumns {
  /** Bound values a row: code, label, description, the stamps and the search text. */
  readonly width: number;
  read(row: Row): object;
  /** What an update writes besides label, description and the search text. */
  changed(entity: CodedEntity<CodedAudit>): Record<string, unknown>;
  /** What an upsert replaces in a stored row besides label, description and the search text. */
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

export interface DrizzleCodedOptions {
  /**
   * The RecordInUse detail when a foreign key of another table (ON DELETE RESTRICT) refuses the
   * delete; without it, such a violation is not expected and rethrown as it is.
   */
  readonly inUse?: string;
}

export class DrizzleCodedEntityRepository<A extends CodedAudit = 'times'>
  implements CodedEntityRepository<A>
{
  private readonly listing;
  private readonly stamps: StampColumns;
  private readonly rowsPerInsert: number;

  constructor(
    protected readonly gateway: DrizzleGateway,
    private readonly t: CodedEntityTable,
    private readonly kind: CodedKind<A>,
    private readonly options: DrizzleCodedOptions = {},
  ) {
    this.stamps = STAMP_COLUMNS[kind.audit];
    this.rowsPerInsert = rowsPerStatement(this.stamps.width);
    this.listing = tableListing<CodedEntity<A>, CodedSortKey, CodedFilter, Row>(
      gateway,
      codedListingTable(t),
      codedListing,
      (row) => this.toEntity(row),
    );
  }

  /** docs/api/lists.md#coded-lists */
  page: CodedEntityRepository<A>['page'] = (query, limit, after) => this.listing.page(query, limit, after);
  walk: CodedEntityRepository<A>['walk'] = (query) => this.listing.walk(query);
  count: CodedEntityRepository<A>['count'] = (query) => this.listing.count(query);

  async findById(id: number): Promise<CodedEntity<A> | undefined> {
    const [row] = await this.gateway.reader().select().from(this.t).where(eq(this.t.id, id));
    return row && this.toEntity(row);
  }

  async findByCodes(codes: readonly string[]): Promise<CodedEntity<A>[]> {
    const found: CodedEntity<A>[] = [];
    for (const chunk of chunks(codes, IDS_PER_STATEMENT)) {
      const rows = await this.gateway.reader().select().from(this.t).where(inArray(this.t.code, chunk));
      found.push(...rows.map((row) => this.toEntity(row)));
    }
    return found;
  }

  list(): Promise<CodedEntity<A>[]> {
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

  insert(entity: NewCodedEntity<A>): Promise<CodedEntity<A>> {
    return this.gateway.write(async (db) => {
      try {
        const [row] = await db
          .insert(this.t)
          .values({ ...entity, searchText: codedSearchText(entity) })
          .returning();
        return this.toEntity(row!);
      } catch (error) {
        if (this.gateway.isUniqueViolation(error)) throw new DuplicateCode(this.kind, entity.code);
        throw error;
      }
    });
  }

  update(entity: CodedEntity<A>, unchangedSince?: Instant): Promise<CodedEntity<A>> {
    return this.gateway.write(async (db) => {
      const [row] = await db
        .update(this.t)
        .set({
          label: entity.label,
          description: entity.description,
          ...this.stamps.changed(entity),
          searchText: codedSearchText(entity),
        })
        .where(this.unchanged(entity.id, unchangedSince))
        .returning();
      if (!row && unchangedSince !== undefined) throw new PreconditionFailed(this.kind.name, entity.id);
      if (!row) throw new RecordNotFound(this.kind, entity.id);
      return this.toEntity(row);
    });
  }

  /**
   * INSERT … ON CONFLICT (code) DO UPDATE, so a concurrent import of the same new code waits and
   * updates instead of failing on the unique index; rows go in code order, so two importers
   * lock them in the same order and cannot deadlock.
   */
  upsertMany(entities: readonly NewCodedEntity<A>[]): Promise<CodedEntity<A>[]> {
    if (entities.length === 0) return Promise.resolve([]);
    const ordered = [...entities].sort((a, b) => compareCodePoints(a.code, b.code));
    return this.gateway.write(async (db) => {
      const stored: CodedEntity<A>[] = [];
      for (const chunk of chunks(ordered, this.rowsPerInsert)) {
        const rows = await db
          .insert(this.t)
          .values(chunk.map((entity) => ({ ...entity, searchText: codedSearchText(entity) })))
          .onConflictDoUpdate({
            target: this.t.code,
            set: {
              label: sql.raw('excluded.label'),
              description: sql.raw('excluded.description'),
              ...this.stamps.replaced,
              searchText: sql.raw('excluded.search_text'),
            },
          })
          .returning();
        stored.push(...rows.map((row) => this.toEntity(row)));
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
        // A row of another table started referencing this one after the use case's check.
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

  private toEntity(row: Row): CodedEntity<A> {
    return {
      id: row.id,
      code: row.code,
      label: row.label,
      description: row.description,
      ...this.stamps.read(row),
    } as CodedEntity<A>;
  }
}
