// How nomenclatures are listed (docs/api/lists.md#nomenclatures): the coded sorts, and by parent.
import type { Nomenclature } from '../../domain/nomenclatures/nomenclature.js';
import type { CodedFilter } from '../listing/coded-listing.js';

export interface NomenclatureFilter extends CodedFilter {
  /** Children of this entry; null: the roots of the tree. */
  readonly parentId?: number | null;
}

export function matchesNomenclatureFilter(nomenclature: Nomenclature, filter: NomenclatureFilter): boolean {
  return (
    (filter.parentId === undefined || nomenclature.parentId === filter.parentId) &&
    (filter.modifiedSince === undefined || nomenclature.updatedAt >= filter.modifiedSince)
  );
}
