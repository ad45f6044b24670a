import { assertTagDeletable, tagKind } from '../../domain/tags/tag.js';
import { type DeletedUseCases, deletedKind } from '../records/coded-store.js';
import { type KernelDeps, recordUseCases } from '../records/record.use-cases.js';
import type { TagRepository } from './ports/tag.repository.js';

export interface TagDeps extends KernelDeps {
  readonly tags: TagRepository;
}

export type TagUseCases = DeletedUseCases<'actors'>;

/**
 * The record kernel for tags: a tag that any task row uses, archived ones included, is
 * not deleted (docs/api/taxonomy.md#delete-rules).
 */
export function tagUseCases(deps: TagDeps): TagUseCases {
  const { tags } = deps;
  const kind = deletedKind(tags, tagKind, 'tags', deps, {
    deleteGuard: async (tag) => assertTagDeletable(tag, await tags.countTaskReferences(tag.id)),
  });
  return recordUseCases(kind, deps);
}
