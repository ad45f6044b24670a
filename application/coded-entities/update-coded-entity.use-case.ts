import {
  type CodedAudit,
  type CodedEntity,
  type CodedEntityChanges,
  type CodedKind,
  type CodedResource,
  changeCodedEntity,
} from '../../domain/coded-entities/coded-entity.js';
import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

/**
 * Replaces label and description; the code may be repeated but not changed. The last writer
 * wins, unless it sends a precondition (If-Match): then the write is guarded on the `updatedAt`
 * of the entity that met it.
 */
export class UpdateCodedEntityUseCase<A extends CodedAudit = 'times'> {
  constructor(
    private readonly entities: CodedEntityRepository<A>,
    private readonly kind: CodedKind<A>,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly resource: CodedResource,
    private readonly changes: ChangeRecorder,
  ) {}

  execute(
    id: number,
    changes: CodedEntityChanges,
    actor: Actor,
    precondition?: Precondition<CodedEntity<A>>,
  ): Promise<CodedEntity<A>> {
    return this.uow.run(async () => {
      const entity = await this.entities.findById(id);
      if (!entity) throw new RecordNotFound(this.kind, id);
      assertPrecondition(precondition, entity, this.kind.name, id);
      const changed = changeCodedEntity(this.kind, entity, changes, actor.username, this.clock.now());
      const updated = await this.entities.update(changed, precondition ? entity.updatedAt : undefined);
      await this.changes.record(this.resource, 'updated', [{ before: entity, after: updated }], actor);
      return updated;
    });
  }
}
