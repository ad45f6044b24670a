import { NomenclatureCycle, namedInCycle } from '../../domain/nomenclatures/nomenclature.errors.js';
import {
  assertNomenclatureDeletable,
  type NewNomenclature,
  type Nomenclature,
  type NomenclatureFields,
} from '../../domain/nomenclatures/nomenclature.js';
import { parentCycle, unknownParent } from '../../domain/nomenclatures/nomenclature-tree.js';
import type { BeforeWrite, DeleteGuard } from '../records/coded-kind-rules.js';
import type { NomenclatureRepository } from './ports/nomenclature.repository.js';

/**
 * The tree rules a create and an update keep (docs/api/taxonomy.md#tree-rules), plugged into the
 * record kernel: a new entry is a leaf, so it cannot close a cycle and only its parent's
 * existence is checked; a new parent must exist and not be the entry or below it, checked with
 * the tree locked.
 */
export function treeRules(nomenclatures: NomenclatureRepository): BeforeWrite<'actors', NomenclatureFields> {
  return async (entry: NewNomenclature, stored?: Nomenclature) => {
    const { parentId } = entry;
    if (parentId === null) return;
    if (!stored) {
      if (!(await nomenclatures.existingIds([parentId])).has(parentId)) throw unknownParent(parentId);
      return;
    }
    if (parentId === stored.parentId) return;
    await nomenclatures.lockTree();
    const cycle = parentCycle(stored.id, parentId, await nomenclatures.parentLinks());
    if (cycle) throw new NomenclatureCycle(cycle, await codesOf(nomenclatures, cycle));
  };
}

/** The codes of the entries a cycle's message names: at most seven look-ups, whatever its length. */
async function codesOf(
  nomenclatures: NomenclatureRepository,
  cycle: readonly number[],
): Promise<Map<number, string>> {
  const named = [...new Set(namedInCycle(cycle))].filter((entry) => entry !== '…');
  const found = await Promise.all(named.map((id) => nomenclatures.findById(id)));
  return new Map(found.flatMap((entry) => (entry ? [[entry.id, entry.code] as const] : [])));
}

/** An entry without children that no task row, active or archived, uses (docs/api/taxonomy.md#delete-rules). */
export function deletableEntry(
  nomenclatures: NomenclatureRepository,
): DeleteGuard<'actors', NomenclatureFields> {
  return async (entry) =>
    assertNomenclatureDeletable(
      entry,
      await nomenclatures.countChildren(entry.id),
      await nomenclatures.countTaskReferences(entry.id),
    );
}
