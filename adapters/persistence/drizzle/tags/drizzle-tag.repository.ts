// Tags on Drizzle: the tags table and the task links that keep a tag in use.
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  type CodedFilter,
  type CodedSortKey,
  codedListing,
  codedSearchText,
} from '../../../../application/listing/coded-listing.js';
import type { TagRepository } from '../../../../application/tags/ports/tag.repository.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import { type Instant, instantFromMicros } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { DuplicateCode, RecordInUse, RecordNotFound } from '../../../../domain/shared/record.errors.js';
import { type NewTag, TAG, type Tag } from '../../../../domain/tags/tag.js';
import { chunks, IDS_PER_STATEMENT, rowsPerStatement } from '../chunks.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';
import { existingIdsOf } from '../existing-ids.js';
import { codedListingTable } from '../listing/coded-listing-table.js';
import { tableListing } from '../listing/table-listing.js';
import { collect, limited } from '../walk.js';

type TagRow = DrizzleGateway['tables']['tags']['$inferSelect'];

/** code, label, description, four audit columns and the search text. */
const ROWS_PER_UPSERT = rowsPerStatement(8);

/** What an import replaces in a stored tag: the creation stamp stays. */
const REPLACED_ON_UPSERT = {
  label: sql.raw('excluded.label'),
  description: sql.raw('excluded.description'),
  updatedAt: sql.raw('excluded.updated_at'),
  updatedBy: sql.raw('excluded.updated_by'),
  searchText: sql.raw('excluded.search_text'),
};

export class DrizzleTagRepository implements TagRepository {
  private readonly listing;

  constructor(private readonly gateway: DrizzleGateway) {
    this.listing = tableListing<Tag, CodedSortKey, CodedFilter, TagRow>(
      gateway,
      codedListingTable(gateway.tables.tags),
      codedListing,
      toTag,
    );
  }

  private get t() {
    return this.gateway.tables;
  }

  async findById(id: number): Promise<Tag | undefined> {
    const [row] = await this.gateway.reader().select().from(this.t.tags).where(eq(this.t.tags.id, id));
    return row && toTag(row);
  }

  async findByCodes(codes: readonly string[]): Promise<Tag[]> {
    const { tags } = this.t;
    const found: Tag[] = [];
    for (const chunk of chunks(codes, IDS_PER_STATEMENT))
      found.push(
        ...(await this.gateway.reader().select().from(tags).where(inArray(tags.code, chunk))).map(toTag),
      );
    return found;
  }

  list(): Promise<Tag[]> {
    const { tags } = this.t;
    return collect(
      this.gateway.walk(async (db, { after, limit }) => {
        const query = db
          .select()
          .from(tags)
          .where(after && gt(tags.code, after.code))
          .orderBy(asc(tags.code))
          .$dynamic();
        return (await limited(query, limit)).map(toTag);
      }),
    );
  }

  /** docs/api/lists.md#coded-lists */
  page: TagRepository['page'] = (query, limit, after) => this.listing.page(query, limit, after);
  walk: TagRepository['walk'] = (query) => this.listing.walk(query);
  count: TagRepository['count'] = (query) => this.listing.count(query);

  existingIds(ids: readonly number[]): Promise<Set<number>> {
    return existingIdsOf(this.gateway, this.t.tags, ids);
  }

  insert(tag: NewTag): Promise<Tag> {
    return this.gateway.write(async (db) => {
      try {
        const [row] = await db
          .insert(this.t.tags)
          .values({ ...tag, searchText: codedSearchText(tag) })
          .returning();
        return toTag(row!);
      } catch (error) {
        // The unique index decides a duplicate code, so two creates of one code cannot both pass.
        if (this.gateway.isUniqueViolation(error)) throw new DuplicateCode(TAG, tag.code);
        throw error;
      }
    });
  }

  /**
   * One multi-row INSERT … ON CONFLICT (code) DO UPDATE per chunk; rows go in code order, so two
   * importers lock them in the same order and cannot deadlock.
   */
  upsertMany(tags: readonly NewTag[]): Promise<Tag[]> {
    if (tags.length === 0) return Promise.resolve([]);
    const ordered = [...tags].sort((a, b) => compareCodePoints(a.code, b.code));
    return this.gateway.write(async (db) => {
      const stored: Tag[] = [];
      for (const chunk of chunks(ordered, ROWS_PER_UPSERT)) {
        const rows = await db
          .insert(this.t.tags)
          .values(chunk.map((tag) => ({ ...tag, searchText: codedSearchText(tag) })))
          .onConflictDoUpdate({ target: this.t.tags.code, set: REPLACED_ON_UPSERT })
          .returning();
        stored.push(...rows.map(toTag));
      }
      return stored;
    });
  }

  update(tag: Tag, unchangedSince?: Instant): Promise<Tag> {
    return this.gateway.write(async (db) => {
      const [row] = await db
        .update(this.t.tags)
        .set({
          label: tag.label,
          description: tag.description,
          updatedAt: tag.updatedAt,
          updatedBy: tag.updatedBy,
          searchText: codedSearchText(tag),
        })
        .where(this.unchanged(tag.id, unchangedSince))
        .returning();
      if (!row && unchangedSince !== undefined) throw new PreconditionFailed(TAG.name, tag.id);
      if (!row) throw new RecordNotFound(TAG, tag.id);
      return toTag(row);
    });
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    return this.gateway.write(async (db) => {
      try {
        const deleted = await db
          .delete(this.t.tags)
          .where(this.unchanged(id, unchangedSince))
          .returning({ id: this.t.tags.id });
        return deleted.length > 0;
      } catch (error) {
        // task_tags.tag_id restricts: a task started using the tag after the use case counted.
        if (this.gateway.isForeignKeyViolation(error)) throw new RecordInUse(TAG, id, 'tasks still use it');
        throw error;
      }
    });
  }

  /** The row `id`, and only while its `updatedAt` is `since` when given: an If-Match write (docs/api/records.md#conditional-requests). */
  private unchanged(id: number, since: Instant | undefined) {
    const { tags } = this.t;
    return and(eq(tags.id, id), since === undefined ? undefined : eq(tags.updatedAt, since));
  }

  async countTaskReferences(id: number): Promise<number> {
    const [row] = await this.gateway
      .reader()
      .select({ n: count() })
      .from(this.t.taskTags)
      .where(eq(this.t.taskTags.tagId, id));
    return Number(row?.n ?? 0);
  }
}

function toTag(row: TagRow): Tag {
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    description: row.description,
    createdAt: instantFromMicros(row.createdAt),
    createdBy: row.createdBy,
    updatedAt: instantFromMicros(row.updatedAt),
    updatedBy: row.updatedBy,
  };
}
