import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import { assertTagDeletable, TAG, type Tag } from '../../domain/tags/tag.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { TagRepository } from './ports/tag.repository.js';

/** Physically deletes a tag that no task row, active or archived, uses (docs/api/taxonomy.md#delete-rules). */
export class DeleteTagUseCase {
  constructor(
    private readonly tags: TagRepository,
    private readonly uow: UnitOfWork,
    private readonly changes: ChangeRecorder,
  ) {}

  async execute(id: number, actor: Actor, precondition?: Precondition<Tag>): Promise<void> {
    await this.uow.run(async () => {
      const tag = await this.tags.findById(id);
      if (!tag) throw new RecordNotFound(TAG, id);
      assertPrecondition(precondition, tag, TAG.name, id);
      assertTagDeletable(tag, await this.tags.countTaskReferences(id));
      // A task that starts using the tag meanwhile makes the repository throw RecordInUse.
      if (await this.tags.delete(id, precondition ? tag.updatedAt : undefined))
        return this.changes.record('tags', 'deleted', [{ before: tag }], actor);
      throw precondition ? new PreconditionFailed(TAG.name, id) : new RecordNotFound(TAG, id);
    });
  }
}
