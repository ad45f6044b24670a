import {
  type CodedAudit,
  type CodedEntity,
  type CodedEntityInput,
  type CodedFields,
  type CodedKind,
  type CodedResource,
  newCodedEntity,
} from '../../domain/coded-entities/coded-entity.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import { type BatchElement, DistinctCodes, validateBatch } from '../exchange/batch.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

/**
 * Seed and import (JSON or CSV): upsert by code in one transaction, all or nothing (docs/api/exchange.md#all-or-nothing).
 * Every element is validated before the transaction starts; the same code twice is a 400.
 */
export class UpsertCodedEntitiesUseCase<A extends CodedAudit = 'times', F extends CodedFields = CodedFields> {
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
      codes.add(entity.code, path);
      return entity;
    });
    const stored = await this.uow.run(async () => {
      const before = await this.entities.findByCodes(valid.map((entity) => entity.code));
      const written = await this.entities.upsertMany(valid);
      await this.changes.recordUpserts(this.resource, before, written, actor);
      return written;
    });
    const byCode = new Map(stored.map((entity) => [entity.code, entity]));
    return valid.map((entity) => byCode.get(entity.code)!);
  }
}
