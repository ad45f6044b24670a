import type { CodedEntity, NewCodedEntity } from '../../../domain/coded-entities/coded-entity.js';
import type { Instant } from '../../../domain/shared/instant.js';
import type { CodedFilter, CodedSortKey } from '../../listing/coded-listing.js';
import type { ListingRepository } from '../../listing/ports/listing.repository.js';

/** Storage of one kind of coded entity (badges, companies). Deletes are physical; lists page by keyset. */
export interface CodedEntityRepository extends ListingRepository<CodedEntity, CodedSortKey, CodedFilter> {
  findById(id: number): Promise<CodedEntity | undefined>;
  /** The stored ones among `codes`, in no order: what an import is about to replace. */
  findByCodes(codes: readonly string[]): Promise<CodedEntity[]>;
  /** Ordered by code (code point order). */
  list(): Promise<CodedEntity[]>;
  /** Throws DuplicateCode when the code exists. */
  insert(entity: NewCodedEntity): Promise<CodedEntity>;
  /**
   * Writes label, description and updatedAt; throws RecordNotFound when the row is gone. Given
   * `unchangedSince`, writes only if the stored `updatedAt` is still that instant, else throws
   * PreconditionFailed.
   */
  update(entity: CodedEntity, unchangedSince?: Instant): Promise<CodedEntity>;
  /**
   * Inserts the new codes; for existing ones replaces label, description and updatedAt and
   * keeps id and createdAt. Codes must be distinct. Returns the stored rows in no particular order.
   */
  upsertMany(entities: readonly NewCodedEntity[]): Promise<CodedEntity[]>;
  /** False when there was no such row, or, given `unchangedSince`, its `updatedAt` is another. */
  delete(id: number, unchangedSince?: Instant): Promise<boolean>;
}
