import { newTag, type Tag, type TagInput } from '../../domain/tags/tag.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { TagRepository } from './ports/tag.repository.js';

export class CreateTagUseCase {
  constructor(
    private readonly tags: TagRepository,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly changes: ChangeRecorder,
  ) {}

  /** No look-up first: the store refuses a taken code with DuplicateCode, atomically. */
  execute(input: TagInput, actor: Actor): Promise<Tag> {
    const tag = newTag(input, actor.username, this.clock.now());
    return this.uow.run(async () => {
      const created = await this.tags.insert(tag);
      await this.changes.record('tags', 'created', [{ after: created }], actor);
      return created;
    });
  }
}
