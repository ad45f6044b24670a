import { assertTagDeletable, tagKind } from '../../domain/tags/tag.js';
import {
  type CodedEntityDeps,
  type CodedEntityUseCases,
  codedEntityUseCases,
} from '../records/coded.use-cases.js';
import type { TagRepository } from './ports/tag.repository.js';

export interface TagDeps extends CodedEntityDeps {
  readonly tags: TagRepository;
}

export type TagUseCases = CodedEntityUseCases<'actors'>;

/**
 * The record kernel for tags: a tag that any task row uses, archived ones included, is
 * not deleted (docs/api/taxonomy.md#delete-rules).
 */
export function tagUseCases(deps: TagDeps): TagUseCases {
  const { tags } = deps;
  return codedEntityUseCases(tags, tagKind, 'tags', deps, {
    deleteGuard: async (tag) => assertTagDeletable(tag, await tags.countTaskReferences(tag.id)),
  });
}
