import {
  type NewNomenclature,
  type Nomenclature,
  type NomenclatureInput,
  nomenclatureKind,
} from '../../domain/nomenclatures/nomenclature.js';
import { parentReference, planImport } from '../../domain/nomenclatures/nomenclature-import.js';
import { newCodedEntity } from '../../domain/records/coded-entity.js';
import { checkFields } from '../../domain/shared/field-checks.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import { type BatchElement, DistinctCodes, validateBatch } from '../exchange/batch.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { ExportedNomenclature } from './export-nomenclatures.use-case.js';
import type { NomenclatureRepository } from './ports/nomenclature.repository.js';

/** An element of an import: the parent by ID or, portably, by code (docs/api/exchange.md#references-by-code). */
export interface NomenclatureImportInput extends NomenclatureInput {
  readonly parentCode?: string | null;
}

/**
 * Nomenclatures' import (JSON or CSV), plugged into the record kernel in place of its upsert:
 * by code in one transaction, all or nothing (docs/api/exchange.md#all-or-nothing).
 * Parents may be stored entries or entries of the same file, in any order; an unknown parent or
 * a cycle (among the file's entries or through stored ones they re-parent) is a 400 naming it.
 */
export class ImportNomenclaturesUseCase {
  constructor(
    private readonly nomenclatures: NomenclatureRepository,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly changes: ChangeRecorder,
  ) {}

  /** The stored entries in request order, in the exchange format. */
  async execute(
    elements: readonly BatchElement<NomenclatureImportInput>[],
    actor: Actor,
  ): Promise<ExportedNomenclature[]> {
    const now = this.clock.now();
    const codes = new DistinctCodes();
    const valid = validateBatch(elements, (input, path) => {
      const element = checkFields({
        entry: () =>
          newCodedEntity(nomenclatureKind, { ...input, parentId: null }, actor.username, now, path),
        parent: () => parentReference(input, path),
      });
      const { code } = element.entry;
      codes.add(code, path);
      return { ...element, path };
    });
    return this.uow.run(async () => {
      // Two imports, or an import and a re-parenting, must not close a cycle together.
      await this.nomenclatures.lockTree();
      const stored = await this.nomenclatures.treeEntries();
      const plan = planImport(
        valid.map(({ entry, parent, path }) => ({ code: entry.code, parent, path })),
        stored,
      );
      const entries = new Map(valid.map(({ entry }) => [entry.code, entry]));
      const ids = new Map(stored.map((entry) => [entry.code, entry.id]));
      const before = await this.nomenclatures.findByCodes(valid.map(({ entry }) => entry.code));
      const written = new Map<string, Nomenclature>();
      for (const group of plan.groups) {
        const rows = group.map((code): NewNomenclature => {
          const parentCode = plan.parentCodes.get(code) ?? null;
          return { ...entries.get(code)!, parentId: parentCode === null ? null : ids.get(parentCode)! };
        });
        for (const entry of await this.nomenclatures.upsertMany(rows)) {
          written.set(entry.code, entry);
          ids.set(entry.code, entry.id);
        }
      }
      await this.changes.recordUpserts('nomenclatures', before, [...written.values()], actor);
      return valid.map(({ entry }) => ({
        ...written.get(entry.code)!,
        parentCode: plan.parentCodes.get(entry.code) ?? null,
      }));
    });
  }
}
