// Tasks in memory: the archivable kernel, refusing references to tags and nomenclatures that are gone.

import type { ListingRepository } from '../../../../application/listing/ports/listing.repository.js';
import type { ArchivableRepository } from '../../../../application/records/ports/archivable.repository.js';
import type { TaskFilter, TaskSortKey } from '../../../../application/tasks/task-listing.js';
import { type Task, type TaskFields, taskKind } from '../../../../domain/tasks/task.js';
import type { MemoryStore } from '../memory-store.js';
import { NOMENCLATURES } from '../nomenclatures/memory-nomenclature.repository.js';
import { MemoryRecordRepository } from '../records/memory-record.repository.js';
import { TAGS } from '../tags/memory-tag.repository.js';
import { memoryTaskListing } from './memory-task-listing.js';

/** The memory table of tasks; the tags repository names it too (`TASKS`) to count references. */
const MEMORY_TASKS = 'tasks';

export function memoryTaskRepository(
  store: MemoryStore,
): ArchivableRepository<TaskFields> & ListingRepository<Task, TaskSortKey, TaskFilter> {
  return new MemoryRecordRepository(store, {
    table: MEMORY_TASKS,
    kind: taskKind,
    removal: 'archive',
    listing: memoryTaskListing(store),
    references: { exist: taskReferencesStored(store) },
  });
}

/** The SQL adapters' foreign keys of a task (task_tags.tag_id, tasks.nomenclature_id) in memory. */
function taskReferencesStored(store: MemoryStore): (task: TaskFields) => boolean {
  return (task) => {
    const tags = store.rows(TAGS);
    return (
      task.tagIds.every((id) => tags.has(id)) &&
      (task.nomenclatureId === null || store.rows(NOMENCLATURES).has(task.nomenclatureId))
    );
  };
}
