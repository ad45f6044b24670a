import type { Tag } from '../../domain/tags/tag.js';
import type { TagRepository } from './ports/tag.repository.js';

export class ListTagsUseCase {
  constructor(private readonly tags: TagRepository) {}

  /** Ordered by code (binary order, D7). */
  execute(): Promise<Tag[]> {
    return this.tags.list();
  }
}
