import type { NewNomenclature, Nomenclature } from '../../../domain/nomenclatures/nomenclature.js';
import type { StoredEntry } from '../../../domain/nomenclatures/nomenclature-import.js';
import type { Instant } from '../../../domain/shared/instant.js';
import type { CodedSortKey } from '../../listing/coded-listing.js';
import type { ListingRepository } from '../../listing/ports/listing.repository.js';
import type { NomenclatureFilter } from '../nomenclature-listing.js';

/** Lists page by keyset (docs/api/lists.md#nomenclatures). */
export interface NomenclatureRepository
  extends ListingRepository<Nomenclature, CodedSortKey, NomenclatureFilter> {
  findById(id: number): Promise<Nomenclature | undefined>;
  /** The stored ones among `codes`, in no order: what an import is about to replace. */
  findByCodes(codes: readonly string[]): Promise<Nomenclature[]>;
  /** Ordered by code. */
  list(): Promise<Nomenclature[]>;
  /** The subset of `ids` that exist. */
  existingIds(ids: readonly number[]): Promise<Set<number>>;
  /** Every entry's parent, to check the tree for cycles. */
  parentLinks(): Promise<Map<number, number | null>>;
  /** Every entry's ID, code and parent: the tree an import places its entries in. */
  treeEntries(): Promise<StoredEntry[]>;
  /**
   * Makes tree changes take turns until the current unit of work ends, so two concurrent
   * re-parentings cannot close a cycle together. Call it inside a unit of work, before `parentLinks`.
   */
  lockTree(): Promise<void>;
  /** Throws DuplicateCode when the code exists, InvalidReference when the parent does not. */
  insert(nomenclature: NewNomenclature): Promise<Nomenclature>;
  /**
   * An import: inserts the new codes; for existing ones replaces label, description, parent and
   * the change stamp, keeping id and the creation stamp. Codes must be distinct, parents stored.
   * Throws VanishedReference when a parent was deleted meanwhile. The stored rows, in no order.
   */
  upsertMany(nomenclatures: readonly NewNomenclature[]): Promise<Nomenclature[]>;
  /**
   * Throws RecordNotFound when the entry no longer exists, InvalidReference when the parent does
   * not; given `unchangedSince`, writes only if the stored `updatedAt` is still that instant, else
   * throws PreconditionFailed.
   */
  update(nomenclature: Nomenclature, unchangedSince?: Instant): Promise<Nomenclature>;
  /**
   * Throws RecordInUse when it has children or a task (active or archived) references it; given
   * `unchangedSince`, deletes only if the stored `updatedAt` is still that instant.
   */
  delete(id: number, unchangedSince?: Instant): Promise<boolean>;
  countChildren(id: number): Promise<number>;
  countTaskReferences(id: number): Promise<number>;
}
