import type { CodedAudit, CodedEntity, CodedResource } from '../../domain/coded-entities/coded-entity.js';
import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
import { type RecordKind, RecordNotFound } from '../../domain/shared/record.errors.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

/**
 * A kind's rule for refusing a delete (a tag that tasks use, docs/api/taxonomy.md#delete-rules):
 * it throws the refusal. Called in the delete's unit of work, after the precondition is met.
 */
export type DeleteGuard<A extends CodedAudit> = (entity: CodedEntity<A>) => Promise<void>;

/** Physical delete (docs/api/badges.md#deletes): the code is free again at once; a badge's contact links go with it. */
export class DeleteCodedEntityUseCase<A extends CodedAudit = 'times'> {
  constructor(
    private readonly entities: CodedEntityRepository<A>,
    private readonly kind: RecordKind,
    private readonly uow: UnitOfWork,
    private readonly resource: CodedResource,
    private readonly changes: ChangeRecorder,
    private readonly guard: DeleteGuard<A> = async () => {},
  ) {}

  /** The entity is read first, for the change log; with If-Match the delete is guarded on its `updatedAt`. */
  async execute(id: number, actor: Actor, precondition?: Precondition<CodedEntity<A>>): Promise<void> {
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
