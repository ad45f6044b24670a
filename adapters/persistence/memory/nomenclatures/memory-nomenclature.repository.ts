// Nomenclatures in memory: the coded-entities kernel, the tree, and the tasks that use it.

import type { CodedSortKey } from '../../../../application/listing/coded-listing.js';
import {
  matchesNomenclatureFilter,
  type NomenclatureFilter,
} from '../../../../application/nomenclatures/nomenclature-listing.js';
import type { NomenclatureRepository } from '../../../../application/nomenclatures/ports/nomenclature.repository.js';
import {
  type NewNomenclature,
  type Nomenclature,
  nomenclatureKind,
} from '../../../../domain/nomenclatures/nomenclature.js';
import type { StoredEntry } from '../../../../domain/nomenclatures/nomenclature-import.js';
import { unknownParent } from '../../../../domain/nomenclatures/nomenclature-tree.js';
import type { MemoryStore } from '../memory-store.js';
import { MemoryRecordRepository } from '../records/memory-record.repository.js';
import { memoryCodedListing } from '../records/memory-record-listing.js';
import { countTaskRows } from '../tags/memory-tag.repository.js';

export const NOMENCLATURES = 'nomenclatures';

export class MemoryNomenclatureRepository
  extends MemoryRecordRepository<Nomenclature, CodedSortKey, NomenclatureFilter, NewNomenclature>
  implements NomenclatureRepository
{
  constructor(store: MemoryStore) {
    const rows = () => store.rows<Nomenclature>(NOMENCLATURES);
    // The SQL adapters' foreign keys, in memory: to the parent, and from children and tasks (restrict).
    const referenced = (id: number) =>
      [...rows().values()].some((entry) => entry.parentId === id) ||
      countTaskRows(store, (task) => task.nomenclatureId === id) > 0;
    super(store, {
      table: NOMENCLATURES,
      kind: nomenclatureKind,
      removal: 'delete',
      listing: memoryCodedListing({ matches: matchesNomenclatureFilter }),
      restrict: { referenced, inUse: 'child nomenclatures or tasks still use it' },
      references: {
        exist: ({ parentId }) => parentId === null || rows().has(parentId),
        unknown: (entry) => unknownParent(entry.parentId!),
      },
    });
  }

  async parentLinks(): Promise<Map<number, number | null>> {
    return new Map([...this.entries().values()].map((entry) => [entry.id, entry.parentId]));
  }

  async treeEntries(): Promise<StoredEntry[]> {
    return [...this.entries().values()].map(({ id, code, parentId }) => ({ id, code, parentId }));
  }

  /** Units of work already run one at a time. */
  async lockTree(): Promise<void> {}

  async countChildren(id: number): Promise<number> {
    return [...this.entries().values()].filter((entry) => entry.parentId === id).length;
  }

  async countTaskReferences(id: number): Promise<number> {
    return countTaskRows(this.store, (task) => task.nomenclatureId === id);
  }

  private entries(): ReadonlyMap<number | string, Nomenclature> {
    return this.store.rows<Nomenclature>(NOMENCLATURES);
  }
}
