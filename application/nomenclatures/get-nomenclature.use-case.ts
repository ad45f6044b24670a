import { NOMENCLATURE, type Nomenclature } from '../../domain/nomenclatures/nomenclature.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { NomenclatureRepository } from './ports/nomenclature.repository.js';

export class GetNomenclatureUseCase {
  constructor(private readonly nomenclatures: NomenclatureRepository) {}

  async execute(id: number): Promise<Nomenclature> {
    const nomenclature = await this.nomenclatures.findById(id);
    if (!nomenclature) throw new RecordNotFound(NOMENCLATURE, id);
    return nomenclature;
  }
}
