import type {
  CodedAudit,
  CodedEntity,
  CodedFields,
  NewCodedEntity,
} from '../../../domain/records/coded-entity.js';
import type { Instant } from '../../../domain/shared/instant.js';
import type { Fields } from '../../../domain/shared/record-kind.js';
import type { CodedFilter, CodedSortKeyOf } from '../../listing/coded-listing.js';
import type { ListingRepository } from '../../listing/ports/listing.repository.js';
import type { RecordReads } from './record-reads.js';

/**
 * Storage of one coded kind of the record kernel (badges, companies, tags, nomenclatures,
 * contacts). Deletes are physical; lists page by keyset, with the kind's own filters (`L`).
 */
export interface CodedEntityRepository<
  A extends CodedAudit = 'times',
  F extends Fields = CodedFields,
  L extends CodedFilter = CodedFilter,
> extends ListingRepository<CodedEntity<A, F>, CodedSortKeyOf<F>, L>,
    RecordReads<CodedEntity<A, F>> {
  /** The subset of `ids` that exist. */
  existingIds(ids: readonly number[]): Promise<Set<number>>;
  /** In the list's order without `sort`: by code (code point order), a code-less kind's by its own. */
  list(): Promise<CodedEntity<A, F>[]>;
  /** Throws DuplicateCode when the code exists, the kind's reference error when a referenced row does not. */
  insert(entity: NewCodedEntity<A, F>): Promise<CodedEntity<A, F>>;
  /** A code-less kind's import: appends them all, returned in input order with their new IDs. */
  insertMany(entities: readonly NewCodedEntity<A, F>[]): Promise<CodedEntity<A, F>[]>;
  /**
   * Writes the kind's fields and the change stamps; throws RecordNotFound when the row is gone,
   * the kind's reference error when a referenced row does not exist. Given `unchangedSince`,
   * writes only if the stored `updatedAt` is still that instant, else throws PreconditionFailed.
   */
  update(entity: CodedEntity<A, F>, unchangedSince?: Instant): Promise<CodedEntity<A, F>>;
  /**
   * A coded kind's import: inserts the new codes; for existing ones replaces the kind's fields
   * and the change stamps and keeps id and the creation stamps. Codes must be distinct; throws
   * VanishedReference when a referenced row was deleted meanwhile. Returns the stored rows in no
   * particular order.
   */
  upsertMany(entities: readonly NewCodedEntity<A, F>[]): Promise<CodedEntity<A, F>[]>;
  /**
   * False when there was no such row, or, given `unchangedSince`, its `updatedAt` is another.
   * Throws RecordInUse when other rows still reference it and the store refuses (tags, nomenclatures, contacts).
   */
  delete(id: number, unchangedSince?: Instant): Promise<boolean>;
}
