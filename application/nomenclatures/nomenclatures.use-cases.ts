import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { CreateNomenclatureUseCase } from './create-nomenclature.use-case.js';
import { DeleteNomenclatureUseCase } from './delete-nomenclature.use-case.js';
import { GetNomenclatureUseCase } from './get-nomenclature.use-case.js';
import { ListNomenclaturesUseCase } from './list-nomenclatures.use-case.js';
import type { NomenclatureRepository } from './ports/nomenclature.repository.js';
import { UpdateNomenclatureUseCase } from './update-nomenclature.use-case.js';

export interface NomenclatureDeps {
  readonly nomenclatures: NomenclatureRepository;
  readonly clock: Clock;
  readonly unitOfWork: UnitOfWork;
}

export type NomenclatureUseCases = ReturnType<typeof nomenclatureUseCases>;

export function nomenclatureUseCases({ nomenclatures, clock, unitOfWork }: NomenclatureDeps) {
  return {
    list: new ListNomenclaturesUseCase(nomenclatures),
    get: new GetNomenclatureUseCase(nomenclatures),
    create: new CreateNomenclatureUseCase(nomenclatures, clock, unitOfWork),
    update: new UpdateNomenclatureUseCase(nomenclatures, clock, unitOfWork),
    delete: new DeleteNomenclatureUseCase(nomenclatures, unitOfWork),
  };
}
