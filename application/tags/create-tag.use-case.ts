import { DuplicateCode } from '../../domain/shared/record.errors.js';
import { newTag, TAG, type Tag, type TagInput } from '../../domain/tags/tag.js';
import { type ActorContext, requireActor } from '../shared/ports/actor-context.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { TagRepository } from './ports/tag.repository.js';

export class CreateTagUseCase {
  constructor(
    private readonly tags: TagRepository,
    private readonly actors: ActorContext,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  /** Throws DuplicateCode when the code is taken (the repository catches a lost race too). */
  execute(input: TagInput): Promise<Tag> {
    const tag = newTag(input, requireActor(this.actors).username, this.clock.now());
    return this.uow.run(async () => {
      if (await this.tags.findByCode(tag.code)) throw new DuplicateCode(TAG, tag.code);
      return this.tags.insert(tag);
    });
  }
}
