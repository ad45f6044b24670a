import { NomenclatureCycle, namedInCycle } from '../../domain/nomenclatures/nomenclature.errors.js';
import {
  changeNomenclature,
  NOMENCLATURE,
  type Nomenclature,
  type NomenclatureChanges,
} from '../../domain/nomenclatures/nomenclature.js';
import { parentCycle } from '../../domain/nomenclatures/nomenclature-tree.js';
import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { NomenclatureRepository } from './ports/nomenclature.repository.js';

/**
 * Replaces label, description and parent; a new parent must exist and not be the entry or below
 * it. With a precondition (If-Match), the write is guarded on the `updatedAt` of the entry that met it.
 */
export class UpdateNomenclatureUseCase {
  constructor(
    private readonly nomenclatures: NomenclatureRepository,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly changes: ChangeRecorder,
  ) {}

  execute(
    id: number,
    changes: NomenclatureChanges,
    actor: Actor,
    precondition?: Precondition<Nomenclature>,
  ): Promise<Nomenclature> {
    return this.uow.run(async () => {
      const stored = await this.nomenclatures.findById(id);
      if (!stored) throw new RecordNotFound(NOMENCLATURE, id);
      assertPrecondition(precondition, stored, NOMENCLATURE.name, id);
      const changed = changeNomenclature(stored, changes, actor.username, this.clock.now());
      if (changed.parentId !== null && changed.parentId !== stored.parentId) {
        await this.nomenclatures.lockTree();
        const cycle = parentCycle(id, changed.parentId, await this.nomenclatures.parentLinks());
        if (cycle) throw new NomenclatureCycle(cycle, await this.codesOf(cycle));
      }
      const updated = await this.nomenclatures.update(changed, precondition ? stored.updatedAt : undefined);
      await this.changes.record('nomenclatures', 'updated', [{ before: stored, after: updated }], actor);
      return updated;
    });
  }

  /** The codes of the entries a cycle's message names: at most seven look-ups, whatever its length. */
  private async codesOf(cycle: readonly number[]): Promise<Map<number, string>> {
    const named = [...new Set(namedInCycle(cycle))].filter((entry) => entry !== '…');
    const found = await Promise.all(named.map((id) => this.nomenclatures.findById(id)));
    return new Map(found.flatMap((entry) => (entry ? [[entry.id, entry.code] as const] : [])));
  }
}
