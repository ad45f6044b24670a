import {
  type CodedAudit,
  type CodedEntity,
  type CodedEntityChanges,
  type CodedFields,
  type CodedKind,
  type CodedResource,
  changeCodedEntity,
} from '../../domain/coded-entities/coded-entity.js';
import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { Fields } from '../../domain/shared/record-kind.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { BeforeWrite } from './coded-kind-rules.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

/**
 * Replaces every field the kind declares; the code may be repeated but not changed. The last
 * writer wins, unless it sends a precondition (If-Match): then the write is guarded on the
 * `updatedAt` of the entity that met it.
 */
export class UpdateCodedEntityUseCase<A extends CodedAudit = 'times', F extends Fields = CodedFields> {
  constructor(
    private readonly entities: CodedEntityRepository<A, F>,
    private readonly kind: CodedKind<A, F>,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly resource: CodedResource,
    private readonly changes: ChangeRecorder,
    private readonly beforeWrite: BeforeWrite<A, F> = async () => {},
  ) {}

  execute(
    id: number,
    changes: CodedEntityChanges<F>,
    actor: Actor,
    precondition?: Precondition<CodedEntity<A, F>>,
  ): Promise<CodedEntity<A, F>> {
    return this.uow.run(async () => {
      const entity = await this.entities.findById(id);
      if (!entity) throw new RecordNotFound(this.kind, id);
      assertPrecondition(precondition, entity, this.kind.name, id);
      const changed = changeCodedEntity(this.kind, entity, changes, actor.username, this.clock.now());
      await this.beforeWrite(changed, entity);
      const updated = await this.entities.update(changed, precondition ? entity.updatedAt : undefined);
      await this.changes.record(this.resource, 'updated', [{ before: entity, after: updated }], actor);
      return updated;
    });
  }
}
