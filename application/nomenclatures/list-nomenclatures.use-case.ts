import type { Nomenclature } from '../../domain/nomenclatures/nomenclature.js';
import type { NomenclatureRepository } from './ports/nomenclature.repository.js';

export class ListNomenclaturesUseCase {
  constructor(private readonly nomenclatures: NomenclatureRepository) {}

  /** Ordered by code (binary order, D7). */
  execute(): Promise<Nomenclature[]> {
    return this.nomenclatures.list();
  }
}
