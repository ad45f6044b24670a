import type { TaskFields } from '../../../../domain/tasks/task.js';
import type { MemoryStore } from '../memory-store.js';
import { NOMENCLATURES } from '../nomenclatures/memory-nomenclature.repository.js';
import { TAGS } from '../tags/memory-tag.repository.js';

/** The memory table of tasks; the taxonomy repositories read it to count references. */
export const MEMORY_TASKS = 'tasks';

/** The SQL adapters' foreign keys of a task (task_tags.tag_id, tasks.nomenclature_id) in memory. */
export function taskReferencesStored(store: MemoryStore): (task: TaskFields) => boolean {
  return (task) => {
    const tags = store.rows(TAGS);
    return (
      task.tagIds.every((id) => tags.has(id)) &&
      (task.nomenclatureId === null || store.rows(NOMENCLATURES).has(task.nomenclatureId))
    );
  };
}
