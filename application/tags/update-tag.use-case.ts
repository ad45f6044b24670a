import { assertPrecondition, type Precondition } from '../../domain/shared/precondition.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import { changeTag, TAG, type Tag, type TagChanges } from '../../domain/tags/tag.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { TagRepository } from './ports/tag.repository.js';

/**
 * Replaces the label and the description; the code may be repeated but not changed. With a
 * precondition (If-Match), the write is guarded on the `updatedAt` of the tag that met it.
 */
export class UpdateTagUseCase {
  constructor(
    private readonly tags: TagRepository,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly changes: ChangeRecorder,
  ) {}

  execute(id: number, changes: TagChanges, actor: Actor, precondition?: Precondition<Tag>): Promise<Tag> {
    return this.uow.run(async () => {
      const tag = await this.tags.findById(id);
      if (!tag) throw new RecordNotFound(TAG, id);
      assertPrecondition(precondition, tag, TAG.name, id);
      const changed = changeTag(tag, changes, actor.username, this.clock.now());
      const updated = await this.tags.update(changed, precondition ? tag.updatedAt : undefined);
      await this.changes.record('tags', 'updated', [{ before: tag, after: updated }], actor);
      return updated;
    });
  }
}
