import type { CodedEntity, CodedResource } from '../../domain/coded-entities/coded-entity.js';
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

/** Physical delete (docs/api/badges.md#deletes): the code is free again at once; a badge's contact links go with it. */
export class DeleteCodedEntityUseCase {
  constructor(
    private readonly entities: CodedEntityRepository,
    private readonly kind: RecordKind,
    private readonly uow: UnitOfWork,
    private readonly resource: CodedResource,
    private readonly changes: ChangeRecorder,
  ) {}

  /** The entity is read first, for the change log; with If-Match the delete is guarded on its `updatedAt`. */
  async execute(id: number, actor: Actor, precondition?: Precondition<CodedEntity>): Promise<void> {
    await this.uow.run(async () => {
      const entity = await this.entities.findById(id);
      if (!entity) throw new RecordNotFound(this.kind, id);
      assertPrecondition(precondition, entity, this.kind.name, id);
      if (!(await this.entities.delete(id, precondition ? entity.updatedAt : undefined)))
        throw precondition ? new PreconditionFailed(this.kind.name, id) : new RecordNotFound(this.kind, id);
      await this.changes.record(this.resource, 'deleted', [{ before: entity }], actor);
    });
  }
}
