import type { Nomenclature } from '../../domain/nomenclatures/nomenclature.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
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
  readonly changes: ChangeRecorder;
}

export type NomenclatureUseCases = ReturnType<typeof nomenclatureUseCases>;

export function nomenclatureUseCases({ nomenclatures, clock, unitOfWork, changes }: NomenclatureDeps) {
  return {
    list: new ListUseCase<Nomenclature, CodedSortKey, NomenclatureFilter>(nomenclatures, codedListing),
    get: new GetNomenclatureUseCase(nomenclatures),
    create: new CreateNomenclatureUseCase(nomenclatures, clock, unitOfWork, changes),
    update: new UpdateNomenclatureUseCase(nomenclatures, clock, unitOfWork, changes),
    delete: new DeleteNomenclatureUseCase(nomenclatures, unitOfWork, changes),
    import: new ImportNomenclaturesUseCase(nomenclatures, clock, unitOfWork, changes),
    export: new ExportNomenclaturesUseCase(nomenclatures),
  };
}
