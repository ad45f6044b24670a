import type { Instant } from '../../../domain/shared/instant.js';
import type { NewTag, Tag } from '../../../domain/tags/tag.js';
import type { CodedFilter, CodedSortKey } from '../../listing/coded-listing.js';
import type { ListingRepository } from '../../listing/ports/listing.repository.js';

/** Lists page by keyset (docs/api/lists.md#coded-lists). */
export interface TagRepository extends ListingRepository<Tag, CodedSortKey, CodedFilter> {
  findById(id: number): Promise<Tag | undefined>;
  /** The stored ones among `codes`, in no order: what an import is about to replace. */
  findByCodes(codes: readonly string[]): Promise<Tag[]>;
  /** Ordered by code. */
  list(): Promise<Tag[]>;
  /** The subset of `ids` that exist. */
  existingIds(ids: readonly number[]): Promise<Set<number>>;
  /** Throws DuplicateCode when the code exists. */
  insert(tag: NewTag): Promise<Tag>;
  /**
   * An import: inserts the new codes; for existing ones replaces label, description and the change
   * stamp, keeping id and the creation stamp. Codes must be distinct. The stored rows, in no order.
   */
  upsertMany(tags: readonly NewTag[]): Promise<Tag[]>;
  /**
   * Throws RecordNotFound when the tag no longer exists; given `unchangedSince`, writes only if
   * the stored `updatedAt` is still that instant, else throws PreconditionFailed.
   */
  update(tag: Tag, unchangedSince?: Instant): Promise<Tag>;
  /**
   * Throws RecordInUse when a task (active or archived) still references it; given
   * `unchangedSince`, deletes only if the stored `updatedAt` is still that instant.
   */
  delete(id: number, unchangedSince?: Instant): Promise<boolean>;
  /** Task rows, active and archived, referencing the tag. */
  countTaskReferences(id: number): Promise<number>;
}
