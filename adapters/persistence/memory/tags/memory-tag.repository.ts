// Tags in memory: the coded-entities kernel, and the task references that keep a tag in use.
import type { CodedFilter, CodedSortKey } from '../../../../application/listing/coded-listing.js';
import type { TagRepository } from '../../../../application/tags/ports/tag.repository.js';
import type { NewCodedEntity } from '../../../../domain/records/coded-entity.js';
import { type Tag, tagKind } from '../../../../domain/tags/tag.js';
import type { MemoryStore } from '../memory-store.js';
import { MemoryRecordRepository } from '../records/memory-record.repository.js';
import { memoryCodedListing } from '../records/memory-record-listing.js';

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

export class MemoryTagRepository
  extends MemoryRecordRepository<Tag, CodedSortKey, CodedFilter, NewCodedEntity<'actors'>>
  implements TagRepository
{
  constructor(store: MemoryStore) {
    // The SQL adapters' foreign key from task_tags (restrict), in memory.
    const referenced = (id: number) => countTaskRows(store, (task) => task.tagIds.includes(id)) > 0;
    super(store, {
      table: TAGS,
      kind: tagKind,
      removal: 'delete',
      listing: memoryCodedListing(),
      restrict: { referenced, inUse: 'tasks still use it' },
    });
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
