import type { Nomenclature } from '../../domain/nomenclatures/nomenclature.js';
import { type CodedSortKey, codedListing } from '../listing/coded-listing.js';
import { ListUseCase } from '../listing/list.use-case.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { CreateNomenclatureUseCase } from './create-nomenclature.use-case.js';
import { DeleteNomenclatureUseCase } from './delete-nomenclature.use-case.js';
import { ExportNomenclaturesUseCase } from './export-nomenclatures.use-case.js';
import { GetNomenclatureUseCase } from './get-nomenclature.use-case.js';
import { ImportNomenclaturesUseCase } from './import-nomenclatures.use-case.js';
import type { NomenclatureFilter } from './nomenclature-listing.js';
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
    list: new ListUseCase<Nomenclature, CodedSortKey, NomenclatureFilter>(nomenclatures, codedListing),
    get: new GetNomenclatureUseCase(nomenclatures),
    create: new CreateNomenclatureUseCase(nomenclatures, clock, unitOfWork),
    update: new UpdateNomenclatureUseCase(nomenclatures, clock, unitOfWork),
    delete: new DeleteNomenclatureUseCase(nomenclatures, unitOfWork),
    import: new ImportNomenclaturesUseCase(nomenclatures, clock, unitOfWork),
    export: new ExportNomenclaturesUseCase(nomenclatures),
  };
}
