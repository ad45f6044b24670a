import { InvalidReference } from '../shared/record.errors.js';

/** Every entry's ID mapped to its parent's ID (null for a root): the whole tree. */
export type ParentLinks = ReadonlyMap<number, number | null>;

/**
 * The cycle that giving entry `id` the parent `parentId` would close, as the path
 * `id → parentId → … → id`, or undefined when the tree stays a forest. Pure: the
 * caller supplies the tree. A cycle already present in `links` (which the rules
 * prevent) cannot make it loop forever.
 */
export function cycleThrough(id: number, parentId: number | null, links: ParentLinks): number[] | undefined {
  const path = [id];
  const seen = new Set<number>([id]);
  let current = parentId;
  while (current !== null) {
    path.push(current);
    if (current === id) return path;
    if (seen.has(current)) return undefined;
    seen.add(current);
    current = links.get(current) ?? null;
  }
  return undefined;
}

/**
 * Checks the parent of an existing entry `id`: null (a root), or an existing entry (else
 * InvalidReference). Returns the cycle it would close when it is the entry itself or one of
 * its descendants, for the caller to name by code.
 */
export function parentCycle(id: number, parentId: number | null, links: ParentLinks): number[] | undefined {
  if (parentId === null) return undefined;
  if (parentId !== id && !links.has(parentId)) throw unknownParent(parentId);
  return cycleThrough(id, parentId, links);
}

export function unknownParent(parentId: number): InvalidReference {
  return new InvalidReference('parentId', `refers to nomenclature ${parentId}, which does not exist`);
}
