import type { NewNomenclature, Nomenclature } from '../../../domain/nomenclatures/nomenclature.js';

export interface NomenclatureRepository {
  findById(id: number): Promise<Nomenclature | undefined>;
  findByCode(code: string): Promise<Nomenclature | undefined>;
  /** Ordered by code. */
  list(): Promise<Nomenclature[]>;
  /** The subset of `ids` that exist. */
  existingIds(ids: readonly number[]): Promise<Set<number>>;
  /** Every entry's parent, to check the tree for cycles. */
  parentLinks(): Promise<Map<number, number | null>>;
  /**
   * Makes tree changes take turns until the current unit of work ends, so two concurrent
   * re-parentings cannot close a cycle together. Call it inside a unit of work, before `parentLinks`.
   */
  lockTree(): Promise<void>;
  /** Throws DuplicateCode when the code exists, InvalidReference when the parent does not. */
  insert(nomenclature: NewNomenclature): Promise<Nomenclature>;
  /** Throws RecordNotFound when the entry no longer exists, InvalidReference when the parent does not. */
  update(nomenclature: Nomenclature): Promise<Nomenclature>;
  /** Throws RecordInUse when it has children or a task (active or archived) references it. */
  delete(id: number): Promise<boolean>;
  countChildren(id: number): Promise<number>;
  countTaskReferences(id: number): Promise<number>;
}
