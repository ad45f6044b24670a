import type { CodedEntityRepository } from '../../records/ports/coded-entity.repository.js';

/**
 * The coded-entity store of tags (docs/api/lists.md#coded-lists), with what the tasks module asks
 * of it. Its delete throws RecordInUse when a task (active or archived) still references the tag.
 */
export interface TagRepository extends CodedEntityRepository<'actors'> {
  /** Task rows, active and archived, referencing the tag. */
  countTaskReferences(id: number): Promise<number>;
}
