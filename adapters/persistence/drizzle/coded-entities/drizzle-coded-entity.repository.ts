// The coded-entities kernel on Drizzle: code, label and description tables (badges, companies).
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { CodedEntityRepository } from '../../../../application/coded-entities/ports/coded-entity.repository.js';
import { codedListing, codedSearchText } from '../../../../application/listing/coded-listing.js';
import type { CodedEntity, NewCodedEntity } from '../../../../domain/coded-entities/coded-entity.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { DuplicateCode, type RecordKind, RecordNotFound } from '../../../../domain/shared/record.errors.js';
import { chunks, IDS_PER_STATEMENT } from '../chunks.js';
import type { DrizzleGateway, Tables } from '../drizzle-gateway.js';
import { codedListingTable } from '../listing/coded-listing-table.js';
import { tableListing } from '../listing/table-listing.js';
import { collect, limited } from '../walk.js';

/** Badges and companies have the same columns; either table fits. */
export type CodedEntityTable = Tables['badges'];
type Row = CodedEntityTable['$inferSelect'];

/** Five bound values a row: 5 000 per statement, well under SQLite's and Postgres's limits. */
const ROWS_PER_INSERT = 1000;

export class DrizzleCodedEntityRepository implements CodedEntityRepository {
  private readonly listing;

  constructor(
    private readonly gateway: DrizzleGateway,
    private readonly t: CodedEntityTable,
    private readonly kind: RecordKind,
  ) {
    this.listing = tableListing(gateway, codedListingTable(t), codedListing, toEntity);
  }

  /** docs/api/lists.md#coded-lists */
  page: CodedEntityRepository['page'] = (query, limit, after) => this.listing.page(query, limit, after);
  walk: CodedEntityRepository['walk'] = (query) => this.listing.walk(query);
  count: CodedEntityRepository['count'] = (query) => this.listing.count(query);

  async findById(id: number): Promise<CodedEntity | undefined> {
    const [row] = await this.gateway.reader().select().from(this.t).where(eq(this.t.id, id));
    return row && toEntity(row);
  }

  async findByCodes(codes: readonly string[]): Promise<CodedEntity[]> {
    const found: CodedEntity[] = [];
    for (const chunk of chunks(codes, IDS_PER_STATEMENT))
      found.push(
        ...(await this.gateway.reader().select().from(this.t).where(inArray(this.t.code, chunk))).map(
          toEntity,
        ),
      );
    return found;
  }

  list(): Promise<CodedEntity[]> {
    return collect(
      this.gateway.walk(async (db, { after, limit }) => {
        const query = db
          .select()
          .from(this.t)
          .where(after && gt(this.t.code, after.code))
          .orderBy(asc(this.t.code))
          .$dynamic();
        return (await limited(query, limit)).map(toEntity);
      }),
    );
  }

  insert(entity: NewCodedEntity): Promise<CodedEntity> {
    return this.gateway.write(async (db) => {
      try {
        const [row] = await db
          .insert(this.t)
          .values({ ...entity, searchText: codedSearchText(entity) })
          .returning();
        return toEntity(row!);
      } catch (error) {
        if (this.gateway.isUniqueViolation(error)) throw new DuplicateCode(this.kind, entity.code);
        throw error;
      }
    });
  }

  update(entity: CodedEntity, unchangedSince?: Instant): Promise<CodedEntity> {
    return this.gateway.write(async (db) => {
      const [row] = await db
        .update(this.t)
        .set({
          label: entity.label,
          description: entity.description,
          updatedAt: entity.updatedAt,
          searchText: codedSearchText(entity),
        })
        .where(this.unchanged(entity.id, unchangedSince))
        .returning();
      if (!row && unchangedSince !== undefined) throw new PreconditionFailed(this.kind.name, entity.id);
      if (!row) throw new RecordNotFound(this.kind, entity.id);
      return toEntity(row);
    });
  }

  /**
   * INSERT … ON CONFLICT (code) DO UPDATE, so a concurrent import of the same new code waits and
   * updates instead of failing on the unique index; rows go in code order, so two importers
   * lock them in the same order and cannot deadlock.
   */
  upsertMany(entities: readonly NewCodedEntity[]): Promise<CodedEntity[]> {
    if (entities.length === 0) return Promise.resolve([]);
    const ordered = [...entities].sort((a, b) => compareCodePoints(a.code, b.code));
    return this.gateway.write(async (db) => {
      const stored: CodedEntity[] = [];
      for (const chunk of chunks(ordered, ROWS_PER_INSERT)) {
        const rows = await db
          .insert(this.t)
          .values(chunk.map((entity) => ({ ...entity, searchText: codedSearchText(entity) })))
          .onConflictDoUpdate({
            target: this.t.code,
            set: {
              label: sql.raw('excluded.label'),
              description: sql.raw('excluded.description'),
              updatedAt: sql.raw('excluded.updated_at'),
              searchText: sql.raw('excluded.search_text'),
            },
          })
          .returning();
        stored.push(...rows.map(toEntity));
      }
      return stored;
    });
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    return this.gateway.write(async (db) => {
      const deleted = await db
        .delete(this.t)
        .where(this.unchanged(id, unchangedSince))
        .returning({ id: this.t.id });
      return deleted.length > 0;
    });
  }

  /** The row `id`, and only while its `updatedAt` is `since` when given: an If-Match write (docs/api/records.md#conditional-requests). */
  private unchanged(id: number, since: Instant | undefined) {
    return and(eq(this.t.id, id), since === undefined ? undefined : eq(this.t.updatedAt, since));
  }
}

function toEntity(row: Row): CodedEntity {
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    description: row.description,
    createdAt: instantFromMicros(row.createdAt),
    updatedAt: instantFromMicros(row.updatedAt),
  };
}
