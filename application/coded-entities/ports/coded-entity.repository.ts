import type { CodedAudit, CodedEntity, NewCodedEntity } from '../../../domain/coded-entities/coded-entity.js';
import type { Instant } from '../../../domain/shared/instant.js';
import type { CodedFilter, CodedSortKey } from '../../listing/coded-listing.js';
import type { ListingRepository } from '../../listing/ports/listing.repository.js';

/** Storage of one coded kind (badges, companies, tags). Deletes are physical; lists page by keyset. */
export interface CodedEntityRepository<A extends CodedAudit = 'times'>
  extends ListingRepository<CodedEntity<A>, CodedSortKey, CodedFilter> {
  findById(id: number): Promise<CodedEntity<A> | undefined>;
  /** The stored ones among `codes`, in no order: what an import is about to replace. */
  findByCodes(codes: readonly string[]): Promise<CodedEntity<A>[]>;
  /** Ordered by code (code point order). */
  list(): Promise<CodedEntity<A>[]>;
  /** Throws DuplicateCode when the code exists. */
  insert(entity: NewCodedEntity<A>): Promise<CodedEntity<A>>;
  /**
   * Writes label, description and the change stamps; throws RecordNotFound when the row is gone.
   * Given `unchangedSince`, writes only if the stored `updatedAt` is still that instant, else
   * throws PreconditionFailed.
   */
  update(entity: CodedEntity<A>, unchangedSince?: Instant): Promise<CodedEntity<A>>;
  /**
   * Inserts the new codes; for existing ones replaces label, description and the change stamps
   * and keeps id and the creation stamps. Codes must be distinct. Returns the stored rows in no
   * particular order.
   */
  upsertMany(entities: readonly NewCodedEntity<A>[]): Promise<CodedEntity<A>[]>;
  /**
   * False when there was no such row, or, given `unchangedSince`, its `updatedAt` is another.
   * Throws RecordInUse when rows of another kind still reference it and the store refuses (tags).
   */
  delete(id: number, unchangedSince?: Instant): Promise<boolean>;
}
