import {
  type Nomenclature,
  type NomenclatureInput,
  newNomenclature,
} from '../../domain/nomenclatures/nomenclature.js';
import { unknownParent } from '../../domain/nomenclatures/nomenclature-tree.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { NomenclatureRepository } from './ports/nomenclature.repository.js';

/** A new entry is a leaf, so it cannot close a cycle: only its parent's existence is checked. */
export class CreateNomenclatureUseCase {
  constructor(
    private readonly nomenclatures: NomenclatureRepository,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly changes: ChangeRecorder,
  ) {}

  execute(input: NomenclatureInput, actor: Actor): Promise<Nomenclature> {
    const nomenclature = newNomenclature(input, actor.username, this.clock.now());
    const { parentId } = nomenclature;
    return this.uow.run(async () => {
      if (parentId !== null && !(await this.nomenclatures.existingIds([parentId])).has(parentId)) {
        throw unknownParent(parentId);
      }
      // No look-up first: the store refuses a duplicate code with DuplicateCode, atomically.
      const created = await this.nomenclatures.insert(nomenclature);
      await this.changes.record('nomenclatures', 'created', [{ after: created }], actor);
      return created;
    });
  }
}
