import { type NomenclatureFields, nomenclatureKind } from '../../domain/nomenclatures/nomenclature.js';
import {
  type CodedEntityDeps,
  type CodedEntityUseCases,
  codedEntityUseCases,
} from '../records/coded.use-cases.js';
import { type ExportedNomenclature, ExportNomenclaturesUseCase } from './export-nomenclatures.use-case.js';
import { ImportNomenclaturesUseCase, type NomenclatureImportInput } from './import-nomenclatures.use-case.js';
import type { NomenclatureFilter } from './nomenclature-listing.js';
import { deletableEntry, treeRules } from './nomenclature-tree-rules.js';
import type { NomenclatureRepository } from './ports/nomenclature.repository.js';

export interface NomenclatureDeps extends CodedEntityDeps {
  readonly nomenclatures: NomenclatureRepository;
}

export type NomenclatureUseCases = CodedEntityUseCases<
  'actors',
  NomenclatureFields,
  NomenclatureFilter,
  NomenclatureImportInput,
  ExportedNomenclature
>;

/**
 * The record kernel for nomenclatures, with the tree's rules plugged in: a parent that
 * exists and closes no cycle, no delete while children or tasks use an entry, and an exchange
 * that names parents by code (docs/api/taxonomy.md, docs/api/exchange.md#taxonomy-exchange).
 */
export function nomenclatureUseCases(deps: NomenclatureDeps): NomenclatureUseCases {
  const { nomenclatures, clock, unitOfWork, changes } = deps;
  return codedEntityUseCases(nomenclatures, nomenclatureKind, 'nomenclatures', deps, {
    beforeWrite: treeRules(nomenclatures),
    deleteGuard: deletableEntry(nomenclatures),
    exchange: {
      import: new ImportNomenclaturesUseCase(nomenclatures, clock, unitOfWork, changes),
      export: new ExportNomenclaturesUseCase(nomenclatures),
    },
  });
}
