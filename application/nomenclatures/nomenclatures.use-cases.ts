import { type NomenclatureFields, nomenclatureKind } from '../../domain/nomenclatures/nomenclature.js';
import { type DeletedUseCases, deletedKind } from '../records/coded-store.js';
import { type KernelDeps, recordUseCases } from '../records/record.use-cases.js';
import { ExportNomenclaturesUseCase } from './export-nomenclatures.use-case.js';
import { ImportNomenclaturesUseCase } from './import-nomenclatures.use-case.js';
import type { NomenclatureFilter } from './nomenclature-listing.js';
import { deletableEntry, treeRules } from './nomenclature-tree-rules.js';
import type { NomenclatureRepository } from './ports/nomenclature.repository.js';

export interface NomenclatureDeps extends KernelDeps {
  readonly nomenclatures: NomenclatureRepository;
}

type Kernel = DeletedUseCases<'actors', NomenclatureFields, NomenclatureFilter>;

export interface NomenclatureUseCases extends Omit<Kernel, 'import' | 'export'> {
  readonly import: ImportNomenclaturesUseCase;
  readonly export: ExportNomenclaturesUseCase;
}

/**
 * The record kernel for nomenclatures, with the tree's rules plugged in: a parent that
 * exists and closes no cycle, no delete while children or tasks use an entry, and an exchange
 * that names parents by code (docs/api/taxonomy.md, docs/api/exchange.md#taxonomy-exchange).
 */
export function nomenclatureUseCases(deps: NomenclatureDeps): NomenclatureUseCases {
  const { nomenclatures, clock, unitOfWork, changes } = deps;
  const kind = deletedKind(nomenclatures, nomenclatureKind, 'nomenclatures', deps, {
    beforeWrite: treeRules(nomenclatures),
    deleteGuard: deletableEntry(nomenclatures),
  });
  return {
    ...recordUseCases(kind, deps),
    import: new ImportNomenclaturesUseCase(nomenclatures, clock, unitOfWork, changes),
    export: new ExportNomenclaturesUseCase(nomenclatures),
  };
}
