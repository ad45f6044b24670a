import type { NewTag, Tag } from '../../../domain/tags/tag.js';

export interface TagRepository {
  findById(id: number): Promise<Tag | undefined>;
  findByCode(code: string): Promise<Tag | undefined>;
  /** Ordered by code. */
  list(): Promise<Tag[]>;
  /** The subset of `ids` that exist. */
  existingIds(ids: readonly number[]): Promise<Set<number>>;
  /** Throws DuplicateCode when the code exists. */
  insert(tag: NewTag): Promise<Tag>;
  /** Throws RecordNotFound when the tag no longer exists. */
  update(tag: Tag): Promise<Tag>;
  /** Throws RecordInUse when a task (active or archived) still references it. */
  delete(id: number): Promise<boolean>;
  /** Task rows, active and archived, referencing the tag. */
  countTaskReferences(id: number): Promise<number>;
}
