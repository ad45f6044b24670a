import type { Tag } from '../../domain/tags/tag.js';
import type { TagRepository } from './ports/tag.repository.js';

export class ListTagsUseCase {
  constructor(private readonly tags: TagRepository) {}

  /** Ordered by code (binary order, docs/api/README.md#ordering). */
  execute(): Promise<Tag[]> {
    return this.tags.list();
  }
}
