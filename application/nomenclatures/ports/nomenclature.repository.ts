import type { NomenclatureFields } from '../../../domain/nomenclatures/nomenclature.js';
import type { StoredEntry } from '../../../domain/nomenclatures/nomenclature-import.js';
import type { CodedEntityRepository } from '../../records/ports/coded-entity.repository.js';
import type { NomenclatureFilter } from '../nomenclature-listing.js';

/**
 * The coded-entity store of nomenclatures (docs/api/lists.md#nomenclatures), with the tree and
 * what keeps an entry in use. Its insert and update throw InvalidReference when the parent does
 * not exist; its delete throws RecordInUse while children or tasks (active or archived) use it.
 */
export interface NomenclatureRepository
  extends CodedEntityRepository<'actors', NomenclatureFields, NomenclatureFilter> {
  /** Every entry's parent, to check the tree for cycles. */
  parentLinks(): Promise<Map<number, number | null>>;
  /** Every entry's ID, code and parent: the tree an import places its entries in. */
  treeEntries(): Promise<StoredEntry[]>;
  /**
   * Makes tree changes take turns until the current unit of work ends, so two concurrent
   * re-parentings cannot close a cycle together. Call it inside a unit of work, before `parentLinks`.
   */
  lockTree(): Promise<void>;
  countChildren(id: number): Promise<number>;
  countTaskReferences(id: number): Promise<number>;
}
