import type { WrittenRecord } from '../changes/change-recorder.js';
import { type BatchElement, DistinctCodes, validateBatch } from '../exchange/batch.js';
import type { Actor } from '../shared/actor.js';
import type { RecordContext } from './record-store.js';

/**
 * Seed and import (JSON or CSV) in one transaction, all or nothing (docs/api/exchange.md#all-or-nothing):
 * upsert by code, the same code twice a 400; a code-less kind has no natural key, so each
 * element creates a new record (docs/api/exchange.md#upsert-by-code). Every element is validated
 * before anything is written.
 */
export class ImportRecordsUseCase<I, R extends WrittenRecord, N> {
  constructor(private readonly context: RecordContext<I, never, R, N>) {}

  /** The stored records in request order. */
  async execute(elements: readonly BatchElement<I>[], actor: Actor): Promise<R[]> {
    const { rules, store, clock, unitOfWork, changes } = this.context;
    const at = clock.now();
    const codes = new DistinctCodes();
    const valid = validateBatch(elements, (input, path) => ({
      record: rules.create(input, actor, at, path, codes),
      path,
    }));
    await rules.check(valid);
    return unitOfWork.run(async () => {
      const { before, written, stored } = await store.import(valid.map(({ record }) => record));
      await changes.recordUpserts(rules.resource, before, written, actor);
      return stored;
    });
  }
}
