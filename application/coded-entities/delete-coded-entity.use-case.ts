import type {
  CodedAudit,
  CodedEntity,
  CodedFields,
  CodedResource,
} from '../../domain/coded-entities/coded-entity.js';
import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
import { type RecordKind, RecordNotFound } from '../../domain/shared/record.errors.js';
import type { Fields } from '../../domain/shared/record-kind.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { DeleteGuard } from './coded-kind-rules.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

/** Physical delete (docs/api/badges.md#deletes): the code is free again at once; a badge's contact links go with it. */
export class DeleteCodedEntityUseCase<A extends CodedAudit = 'times', F extends Fields = CodedFields> {
  constructor(
    private readonly entities: CodedEntityRepository<A, F>,
    private readonly kind: RecordKind,
    private readonly uow: UnitOfWork,
    private readonly resource: CodedResource,
    private readonly changes: ChangeRecorder,
    private readonly guard: DeleteGuard<A, F> = async () => {},
  ) {}

  /** The entity is read first, for the change log; with If-Match the delete is guarded on its `updatedAt`. */
  async execute(id: number, actor: Actor, precondition?: Precondition<CodedEntity<A, F>>): Promise<void> {
    await this.uow.run(async () => {
      const entity = await this.entities.findById(id);
      if (!entity) throw new RecordNotFound(this.kind, id);
      assertPrecondition(precondition, entity, this.kind.name, id);
      await this.guard(entity);
      // Rows that start referencing it meanwhile make the repository throw RecordInUse.
      if (!(await this.entities.delete(id, precondition ? entity.updatedAt : undefined)))
        throw precondition ? new PreconditionFailed(this.kind.name, id) : new RecordNotFound(this.kind, id);
      await this.changes.record(this.resource, 'deleted', [{ before: entity }], actor);
    });
  }
}
