// Tags in memory: the coded-entities kernel, and the task references that keep a tag in use.
import type { TagRepository } from '../../../../application/tags/ports/tag.repository.js';
import { tagKind } from '../../../../domain/tags/tag.js';
import type { MemoryStore } from '../memory-store.js';
import { MemoryCodedEntityRepository } from '../records/memory-coded-entity.repository.js';

export const TAGS = 'tags';

/**
 * The task rows' references, as the tasks module stores them in the table `tasks`
 * (archived rows included); read here to refuse deleting what they still use.
 */
export const TASKS = 'tasks';
export interface TaskReferences {
  readonly tagIds: readonly number[];
  readonly nomenclatureId: number | null;
}

export class MemoryTagRepository extends MemoryCodedEntityRepository<'actors'> implements TagRepository {
  constructor(store: MemoryStore) {
    // The SQL adapters' foreign key from task_tags (restrict), in memory.
    const referenced = (id: number) => countTaskRows(store, (task) => task.tagIds.includes(id)) > 0;
    super(store, TAGS, tagKind, { restrict: { referenced, inUse: 'tasks still use it' } });
  }

  async countTaskReferences(id: number): Promise<number> {
    return countTaskRows(this.store, (task) => task.tagIds.includes(id));
  }
}

export function countTaskRows(store: MemoryStore, matches: (task: TaskReferences) => boolean): number {
  let count = 0;
  for (const task of store.rows<TaskReferences>(TASKS).values()) if (matches(task)) count++;
  return count;
}
