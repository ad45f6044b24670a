import {
  changeNomenclature,
  NOMENCLATURE,
  type Nomenclature,
  type NomenclatureChanges,
} from '../../domain/nomenclatures/nomenclature.js';
import { assertValidParent } from '../../domain/nomenclatures/nomenclature-tree.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import { type ActorContext, requireActor } from '../shared/ports/actor-context.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { NomenclatureRepository } from './ports/nomenclature.repository.js';

/** Replaces label, description and parent; a new parent must exist and not be the entry or below it. */
export class UpdateNomenclatureUseCase {
  constructor(
    private readonly nomenclatures: NomenclatureRepository,
    private readonly actors: ActorContext,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  execute(id: number, changes: NomenclatureChanges): Promise<Nomenclature> {
    const actor = requireActor(this.actors).username;
    return this.uow.run(async () => {
      const stored = await this.nomenclatures.findById(id);
      if (!stored) throw new RecordNotFound(NOMENCLATURE, id);
      const changed = changeNomenclature(stored, changes, actor, this.clock.now());
      if (changed.parentId !== null && changed.parentId !== stored.parentId) {
        await this.nomenclatures.lockTree();
        assertValidParent(id, changed.parentId, await this.nomenclatures.parentLinks());
      }
      return this.nomenclatures.update(changed);
    });
  }
}
