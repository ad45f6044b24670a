// Tags in memory, and the task references that keep a tag in use.
import {
  type CodedFilter,
  type CodedSortKey,
  codedListing,
  codedSearchText,
  matchesCodedFilter,
} from '../../../../application/listing/coded-listing.js';
import type { TagRepository } from '../../../../application/tags/ports/tag.repository.js';
import { compareCodePoints } from '../../../../domain/shared/code-order.js';
import type { Instant } from '../../../../domain/shared/instant.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import { DuplicateCode, RecordInUse, RecordNotFound } from '../../../../domain/shared/record.errors.js';
import { type NewTag, TAG, type Tag } from '../../../../domain/tags/tag.js';
import { memoryListing } from '../listing/memory-listing.js';
import type { MemoryStore } from '../memory-store.js';

export const TAGS = 'tags';

/**
 * The task rows' references, as the tasks module stores them in the table `tasks`
 * (archived rows included); read here to refuse deleting what they still use.
 */
export const TASKS = 'tasks';
export interface TaskReferences {
  readonly tagIds: readonly number[];
  readonly nomenclatureId: number | null;
}

export class MemoryTagRepository implements TagRepository {
  constructor(private readonly store: MemoryStore) {}

  async findById(id: number): Promise<Tag | undefined> {
    return this.store.rows<Tag>(TAGS).get(id);
  }

  async findByCodes(codes: readonly string[]): Promise<Tag[]> {
    const wanted = new Set(codes);
    return this.all().filter((tag) => wanted.has(tag.code));
  }

  async list(): Promise<Tag[]> {
    return this.all().sort((a, b) => compareCodePoints(a.code, b.code));
  }

  private readonly listing = memoryListing<Tag, CodedSortKey, CodedFilter>(
    { rows: () => this.all(), matches: matchesCodedFilter, searchText: codedSearchText },
    codedListing,
  );
  /** docs/api/lists.md#coded-lists */
  page: TagRepository['page'] = (query, limit, after) => this.listing.page(query, limit, after);
  walk: TagRepository['walk'] = (query) => this.listing.walk(query);
  count: TagRepository['count'] = (query) => this.listing.count(query);

  async existingIds(ids: readonly number[]): Promise<Set<number>> {
    const rows = this.store.rows<Tag>(TAGS);
    return new Set(ids.filter((id) => rows.has(id)));
  }

  insert(tag: NewTag): Promise<Tag> {
    return this.store.write(() => {
      if (this.all().some((other) => other.code === tag.code)) throw new DuplicateCode(TAG, tag.code);
      const stored: Tag = { ...tag, id: this.store.nextId(TAGS) };
      this.store.mutable<Tag>(TAGS).set(stored.id, stored);
      return stored;
    });
  }

  upsertMany(tags: readonly NewTag[]): Promise<Tag[]> {
    return this.store.write(() => {
      const byCode = new Map(this.all().map((tag) => [tag.code, tag]));
      const rows = this.store.mutable<Tag>(TAGS);
      return tags.map((tag) => {
        const stored = byCode.get(tag.code);
        const written: Tag = stored
          ? { ...tag, id: stored.id, createdAt: stored.createdAt, createdBy: stored.createdBy }
          : { ...tag, id: this.store.nextId(TAGS) };
        rows.set(written.id, written);
        return written;
      });
    });
  }

  update(tag: Tag, unchangedSince?: Instant): Promise<Tag> {
    return this.store.write(() => {
      const stored = this.store.rows<Tag>(TAGS).get(tag.id);
      if (unchangedSince !== undefined && stored?.updatedAt !== unchangedSince) {
        throw new PreconditionFailed(TAG.name, tag.id);
      }
      if (!stored) throw new RecordNotFound(TAG, tag.id);
      // The code is immutable: the stored one stays, as in the SQL adapters.
      const updated: Tag = {
        ...tag,
        code: stored.code,
        createdAt: stored.createdAt,
        createdBy: stored.createdBy,
      };
      this.store.mutable<Tag>(TAGS).set(tag.id, updated);
      return updated;
    });
  }

  delete(id: number, unchangedSince?: Instant): Promise<boolean> {
    return this.store.write(() => {
      const stored = this.store.rows<Tag>(TAGS).get(id);
      if (!stored || (unchangedSince !== undefined && stored.updatedAt !== unchangedSince)) return false;
      // The SQL adapters' foreign key (restrict) in memory.
      if (countTaskRows(this.store, (task) => task.tagIds.includes(id)) > 0) {
        throw new RecordInUse(TAG, id, 'tasks still use it');
      }
      return this.store.mutable(TAGS).delete(id);
    });
  }

  async countTaskReferences(id: number): Promise<number> {
    return countTaskRows(this.store, (task) => task.tagIds.includes(id));
  }

  private all(): Tag[] {
    return [...this.store.rows<Tag>(TAGS).values()];
  }
}

export function countTaskRows(store: MemoryStore, matches: (task: TaskReferences) => boolean): number {
  let count = 0;
  for (const task of store.rows<TaskReferences>(TASKS).values()) if (matches(task)) count++;
  return count;
}
