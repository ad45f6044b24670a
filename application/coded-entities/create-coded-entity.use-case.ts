import {
  type CodedAudit,
  type CodedEntity,
  type CodedEntityInput,
  type CodedKind,
  type CodedResource,
  newCodedEntity,
} from '../../domain/coded-entities/coded-entity.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

export class CreateCodedEntityUseCase<A extends CodedAudit = 'times'> {
  constructor(
    private readonly entities: CodedEntityRepository<A>,
    private readonly kind: CodedKind<A>,
    private readonly clock: Clock,
    private readonly resource: CodedResource,
    private readonly changes: ChangeRecorder,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Checked before the transaction starts. No look-up first: the unique index decides a
   * duplicate code (DuplicateCode), so a concurrent create cannot slip through.
   */
  execute(input: CodedEntityInput, actor: Actor): Promise<CodedEntity<A>> {
    const entity = newCodedEntity(this.kind, input, actor.username, this.clock.now());
    return this.uow.run(async () => {
      const created = await this.entities.insert(entity);
      await this.changes.record(this.resource, 'created', [{ after: created }], actor);
      return created;
    });
  }
}
