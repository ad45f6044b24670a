import {
  type CodedAudit,
  type CodedEntity,
  type CodedEntityChanges,
  type CodedFields,
  changeCodedEntity,
} from '../../domain/coded-entities/coded-entity.js';
import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { Fields } from '../../domain/shared/record-kind.js';
import type { Actor } from '../shared/actor.js';
import type { BeforeWrite, CodedKindContext } from './coded-kind-rules.js';

/**
 * Replaces every field the kind declares; the code may be repeated but not changed. The last
 * writer wins, unless it sends a precondition (If-Match): then the write is guarded on the
 * `updatedAt` of the entity that met it.
 */
export class UpdateCodedEntityUseCase<A extends CodedAudit = 'times', F extends Fields = CodedFields> {
  constructor(
    private readonly context: CodedKindContext<A, F>,
    private readonly beforeWrite: BeforeWrite<A, F> = async () => {},
  ) {}

  execute(
    id: number,
    input: CodedEntityChanges<F>,
    actor: Actor,
    precondition?: Precondition<CodedEntity<A, F>>,
  ): Promise<CodedEntity<A, F>> {
    const { repository, kind, resource, clock, unitOfWork, changes } = this.context;
    return unitOfWork.run(async () => {
      const entity = await repository.findById(id);
      if (!entity) throw new RecordNotFound(kind, id);
      assertPrecondition(precondition, entity, kind.name, id);
      const changed = changeCodedEntity(kind, entity, input, actor.username, clock.now());
      await this.beforeWrite(changed, entity);
      const updated = await repository.update(changed, precondition ? entity.updatedAt : undefined);
      await changes.record(resource, 'updated', [{ before: entity, after: updated }], actor);
      return updated;
    });
  }
}
