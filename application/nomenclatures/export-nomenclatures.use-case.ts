import type { Nomenclature } from '../../domain/nomenclatures/nomenclature.js';
import type { NomenclatureRepository } from './ports/nomenclature.repository.js';

/** An exported entry names its parent by code too, so the file imports on another instance. */
export interface ExportedNomenclature extends Nomenclature {
  readonly parentCode: string | null;
}

/** Every entry, ordered by code (docs/api/exchange.md#references-by-code). */
export class ExportNomenclaturesUseCase {
  constructor(private readonly nomenclatures: NomenclatureRepository) {}

  async execute(): Promise<ExportedNomenclature[]> {
    const entries = await this.nomenclatures.list();
    const codes = new Map(entries.map((entry) => [entry.id, entry.code]));
    return entries.map((entry) => ({
      ...entry,
      parentCode: entry.parentId === null ? null : (codes.get(entry.parentId) ?? null),
    }));
  }
}
