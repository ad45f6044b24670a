import {
  type CodedAudit,
  type CodedEntity,
  type CodedEntityInput,
  type CodedFields,
  type CodedKind,
  type CodedResource,
  codeOf,
  newCodedEntity,
} from '../../domain/coded-entities/coded-entity.js';
import type { Fields } from '../../domain/shared/record-kind.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import { type BatchElement, DistinctCodes, validateBatch } from '../exchange/batch.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

/**
 * Seed and import (JSON or CSV) in one transaction, all or nothing (docs/api/exchange.md#all-or-nothing):
 * upsert by code, the same code twice a 400; a code-less kind has no natural key, so each
 * element creates a new entity (docs/api/exchange.md#upsert-by-code). Every element is validated
 * before the transaction starts.
 */
export class ImportCodedEntitiesUseCase<A extends CodedAudit = 'times', F extends Fields = CodedFields> {
  constructor(
    private readonly entities: CodedEntityRepository<A, F>,
    private readonly kind: CodedKind<A, F>,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly resource: CodedResource,
    private readonly changes: ChangeRecorder,
  ) {}

  /** The stored entities in request order. */
  async execute(
    elements: readonly BatchElement<CodedEntityInput<F>>[],
    actor: Actor,
  ): Promise<CodedEntity<A, F>[]> {
    const now = this.clock.now();
    const codes = new DistinctCodes();
    const valid = validateBatch(elements, (input, path) => {
      const entity = newCodedEntity(this.kind, input, actor.username, now, path);
      if (this.kind.coded) codes.add(codeOf(entity), path);
      return entity;
    });
    if (!this.kind.coded) {
      return this.uow.run(async () => {
        const created = await this.entities.insertMany(valid);
        const writes = created.map((after) => ({ after }));
        await this.changes.record(this.resource, 'created', writes, actor);
        return created;
      });
    }
    const stored = await this.uow.run(async () => {
      const before = await this.entities.findByCodes(valid.map(codeOf));
      const written = await this.entities.upsertMany(valid);
      await this.changes.recordUpserts(this.resource, coded(before), coded(written), actor);
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
