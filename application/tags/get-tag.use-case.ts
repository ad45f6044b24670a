import { RecordNotFound } from '../../domain/shared/record.errors.js';
import { TAG, type Tag } from '../../domain/tags/tag.js';
import type { TagRepository } from './ports/tag.repository.js';

export class GetTagUseCase {
  constructor(private readonly tags: TagRepository) {}

  async execute(id: number): Promise<Tag> {
    const tag = await this.tags.findById(id);
    if (!tag) throw new RecordNotFound(TAG, id);
    return tag;
  }
}
