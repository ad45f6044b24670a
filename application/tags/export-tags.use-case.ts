import type { Tag } from '../../domain/tags/tag.js';
import type { TagRepository } from './ports/tag.repository.js';

/** Every tag, ordered by code: what export.json and export.csv write. */
export class ExportTagsUseCase {
  constructor(private readonly tags: TagRepository) {}

  execute(): Promise<Tag[]> {
    return this.tags.list();
  }
}
