import { RecordNotFound } from '../../domain/shared/record.errors.js';
import { changeTag, TAG, type Tag, type TagChanges } from '../../domain/tags/tag.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { TagRepository } from './ports/tag.repository.js';

/** Replaces the label and the description; the code may be repeated but not changed. */
export class UpdateTagUseCase {
  constructor(
    private readonly tags: TagRepository,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  execute(id: number, changes: TagChanges, actor: Actor): Promise<Tag> {
    return this.uow.run(async () => {
      const tag = await this.tags.findById(id);
      if (!tag) throw new RecordNotFound(TAG, id);
      return this.tags.update(changeTag(tag, changes, actor.username, this.clock.now()));
    });
  }
}
