import {
  type CodedAudit,
  type CodedEntity,
  type CodedEntityInput,
  type CodedFields,
  codeOf,
  newCodedEntity,
} from '../../domain/coded-entities/coded-entity.js';
import type { Fields } from '../../domain/shared/record-kind.js';
import { type BatchElement, DistinctCodes, validateBatch } from '../exchange/batch.js';
import type { Actor } from '../shared/actor.js';
import type { CodedKindContext } from './coded-kind-rules.js';

/**
 * Seed and import (JSON or CSV) in one transaction, all or nothing (docs/api/exchange.md#all-or-nothing):
 * upsert by code, the same code twice a 400; a code-less kind has no natural key, so each
 * element creates a new entity (docs/api/exchange.md#upsert-by-code). Every element is validated
 * before the transaction starts.
 */
export class ImportCodedEntitiesUseCase<A extends CodedAudit = 'times', F extends Fields = CodedFields> {
  constructor(private readonly context: CodedKindContext<A, F>) {}

  /** The stored entities in request order. */
  async execute(
    elements: readonly BatchElement<CodedEntityInput<F>>[],
    actor: Actor,
  ): Promise<CodedEntity<A, F>[]> {
    const { repository, kind, resource, clock, unitOfWork, changes } = this.context;
    const now = clock.now();
    const codes = new DistinctCodes();
    const valid = validateBatch(elements, (input, path) => {
      const entity = newCodedEntity(kind, input, actor.username, now, path);
      if (kind.coded) codes.add(codeOf(entity), path);
      return entity;
    });
    if (!kind.coded) {
      return unitOfWork.run(async () => {
        const created = await repository.insertMany(valid);
        const writes = created.map((after) => ({ after }));
        await changes.record(resource, 'created', writes, actor);
        return created;
      });
    }
    const stored = await unitOfWork.run(async () => {
      const before = await repository.findByCodes(valid.map(codeOf));
      const written = await repository.upsertMany(valid);
      await changes.recordUpserts(resource, coded(before), coded(written), actor);
      return written;
    });
    const byCode = new Map(stored.map((entity) => [codeOf(entity), entity]));
    return valid.map((entity) => byCode.get(codeOf(entity))!);
  }
}

/** Entities of a coded kind, whose code the type of their fields does not show. */
function coded<E extends { readonly id: number }>(entities: readonly E[]) {
  return entities as readonly (E & { readonly code: string })[];
}
