import {
  assertNomenclatureDeletable,
  NOMENCLATURE,
  type Nomenclature,
} from '../../domain/nomenclatures/nomenclature.js';
import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { NomenclatureRepository } from './ports/nomenclature.repository.js';

/** Physically deletes an entry without children that no task row, active or archived, uses (docs/api/taxonomy.md#delete-rules). */
export class DeleteNomenclatureUseCase {
  constructor(
    private readonly nomenclatures: NomenclatureRepository,
    private readonly uow: UnitOfWork,
    private readonly changes: ChangeRecorder,
  ) {}

  async execute(id: number, actor: Actor, precondition?: Precondition<Nomenclature>): Promise<void> {
    await this.uow.run(async () => {
      const nomenclature = await this.nomenclatures.findById(id);
      if (!nomenclature) throw new RecordNotFound(NOMENCLATURE, id);
      assertPrecondition(precondition, nomenclature, NOMENCLATURE.name, id);
      assertNomenclatureDeletable(
        nomenclature,
        await this.nomenclatures.countChildren(id),
        await this.nomenclatures.countTaskReferences(id),
      );
      // A child or task added meanwhile makes the repository throw RecordInUse.
      if (await this.nomenclatures.delete(id, precondition ? nomenclature.updatedAt : undefined))
        return this.changes.record('nomenclatures', 'deleted', [{ before: nomenclature }], actor);
      throw precondition
        ? new PreconditionFailed(NOMENCLATURE.name, id)
        : new RecordNotFound(NOMENCLATURE, id);
    });
  }
}
