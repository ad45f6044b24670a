import type { CodedAudit, CodedEntity, CodedFields } from '../../domain/coded-entities/coded-entity.js';
import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { Fields } from '../../domain/shared/record-kind.js';
import type { Actor } from '../shared/actor.js';
import type { CodedKindContext, DeleteGuard } from './coded-kind-rules.js';

/** Physical delete (docs/api/badges.md#deletes): the code is free again at once; a badge's contact links go with it. */
export class DeleteCodedEntityUseCase<A extends CodedAudit = 'times', F extends Fields = CodedFields> {
  constructor(
    private readonly context: CodedKindContext<A, F>,
    private readonly guard: DeleteGuard<A, F> = async () => {},
  ) {}

  /** The entity is read first, for the change log; with If-Match the delete is guarded on its `updatedAt`. */
  async execute(id: number, actor: Actor, precondition?: Precondition<CodedEntity<A, F>>): Promise<void> {
    const { repository, kind, resource, unitOfWork, changes } = this.context;
    await unitOfWork.run(async () => {
      const entity = await repository.findById(id);
      if (!entity) throw new RecordNotFound(kind, id);
      assertPrecondition(precondition, entity, kind.name, id);
      await this.guard(entity);
      // Rows that start referencing it meanwhile make the repository throw RecordInUse.
      if (!(await repository.delete(id, precondition ? entity.updatedAt : undefined)))
        throw precondition ? new PreconditionFailed(kind.name, id) : new RecordNotFound(kind, id);
      await changes.record(resource, 'deleted', [{ before: entity }], actor);
    });
  }
}
