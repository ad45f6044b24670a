import type { NewNomenclature, Nomenclature } from '../../../domain/nomenclatures/nomenclature.js';

export interface NomenclatureRepository {
  findById(id: number): Promise<Nomenclature | undefined>;
  /** Ordered by code. */
  list(): Promise<Nomenclature[]>;
  /** The subset of `ids` that exist. */
  existingIds(ids: readonly number[]): Promise<Set<number>>;
  /** Every entry's parent, to check the tree for cycles. */
  parentLinks(): Promise<Map<number, number | null>>;
  /** Throws DuplicateCode when the code exists. */
  insert(nomenclature: NewNomenclature): Promise<Nomenclature>;
  update(nomenclature: Nomenclature): Promise<Nomenclature>;
  /** Throws RecordInUse when it has children or a task (active or archived) references it. */
  delete(id: number): Promise<boolean>;
  countChildren(id: number): Promise<number>;
  countTaskReferences(id: number): Promise<number>;
}
