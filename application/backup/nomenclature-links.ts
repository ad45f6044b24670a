import { InvalidArchive } from './archive.errors.js';
import type { AscendingIds } from './ascending-ids.js';

/**
 * The parents of an archive's nomenclatures, checked as the API keeps them: each an entry of the
 * archive, and no entry its own ancestor. A parent with a smaller ID is already known when its
 * child comes; one with a greater ID (a parent created after its child) is checked at the end.
 */
export class NomenclatureLinks {
  /** Every entry's parent, for the walk that finds cycles. */
  private readonly parents = new Map<number, number>();
  /** Entries whose parent comes later, and where they are. */
  private readonly later = new Map<number, { readonly parentId: number; readonly where: string }>();

  constructor(private readonly ids: AscendingIds) {}

  /** The entry `id` has just been read (and added to the IDs). */
  add(id: number, parentId: number | null, where: string): void {
    if (parentId === null) return;
    if (parentId === id) throw new InvalidArchive(where, ['nomenclatures.parentId names the entry itself']);
    if (parentId < id && !this.ids.has(parentId)) throw missingParent(where, parentId);
    if (parentId > id) this.later.set(id, { parentId, where });
    this.parents.set(id, parentId);
  }

  /**
   * Once every entry is in: parents read later exist, and no walk up the tree comes back where it
   * started. Each entry is walked through once: a walk stops at an entry known to reach a root.
   */
  end(): void {
    for (const { parentId, where } of this.later.values()) {
      if (!this.ids.has(parentId)) throw missingParent(where, parentId);
    }
    const rooted = new Set<number>();
    for (const start of this.later.keys()) {
      const path: number[] = [];
      const onPath = new Set<number>();
      for (
        let id: number | undefined = start;
        id !== undefined && !rooted.has(id);
        id = this.parents.get(id)
      ) {
        if (onPath.has(id)) throw this.cycle([...path.slice(path.indexOf(id)), id]);
        onPath.add(id);
        path.push(id);
      }
      for (const id of path) rooted.add(id);
    }
  }

  /** Every cycle goes up to a greater ID somewhere: that entry's line is named. */
  private cycle(ids: readonly number[]): InvalidArchive {
    const where = ids.map((id) => this.later.get(id)?.where).find((at) => at !== undefined)!;
    return new InvalidArchive(where, [`nomenclatures.parentId closes a cycle: ${ids.join(' → ')}`]);
  }
}

function missingParent(where: string, parentId: number): InvalidArchive {
  return new InvalidArchive(where, [
    `nomenclatures.parentId refers to nomenclature ${parentId}, which the archive does not hold`,
  ]);
}
