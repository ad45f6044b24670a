import type { Nomenclature } from '../../domain/nomenclatures/nomenclature.js';
import type { NomenclatureRepository } from './ports/nomenclature.repository.js';

export class ListNomenclaturesUseCase {
  constructor(private readonly nomenclatures: NomenclatureRepository) {}

  /** Ordered by code (binary order, docs/api/README.md#ordering). */
  execute(): Promise<Nomenclature[]> {
    return this.nomenclatures.list();
  }
}
