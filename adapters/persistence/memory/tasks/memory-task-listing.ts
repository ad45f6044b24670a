// How tasks are filtered in memory, with the semantics of the SQL adapters (docs/api/lists.md#tasks).
import { matchesCodedFilter } from '../../../../application/listing/coded-listing.js';
import { recordSearchText } from '../../../../application/records/record-listing.js';
import {
  type TaskFilter,
  type TaskSortKey,
  taskListing,
} from '../../../../application/tasks/task-listing.js';
import type { Nomenclature } from '../../../../domain/nomenclatures/nomenclature.js';
import { type Task, taskKind } from '../../../../domain/tasks/task.js';
import type { MemoryTableListing } from '../listing/memory-table-repository.js';
import type { MemoryStore } from '../memory-store.js';
import { NOMENCLATURES } from '../nomenclatures/memory-nomenclature.repository.js';
import { declaredFilterMatcher } from '../records/memory-record-listing.js';

export function memoryTaskListing(store: MemoryStore): MemoryTableListing<Task, TaskSortKey, TaskFilter> {
  const declared = declaredFilterMatcher(taskKind);
  const matcher = (filter: TaskFilter) => {
    const nomenclatureIds = filter.nomenclature && withDescendants(store, filter.nomenclature);
    return (task: Task): boolean =>
      matchesCodedFilter(task, filter) &&
      (!filter.statuses || filter.statuses.includes(task.status)) &&
      (!filter.priorities || filter.priorities.includes(task.priority)) &&
      (!filter.tagIds || filter.tagIds.some((id) => task.tagIds.includes(id))) &&
      (!nomenclatureIds || (task.nomenclatureId !== null && nomenclatureIds.has(task.nomenclatureId))) &&
      declared(task, filter);
  };
  return {
    definition: taskListing,
    matches: (task, filter) => matcher(filter)(task),
    matcher,
    searchText: recordSearchText,
  };
}

/** The nomenclature and, when asked, every one below it: each node visited once, whatever the depth. */
function withDescendants(store: MemoryStore, wanted: NonNullable<TaskFilter['nomenclature']>): Set<number> {
  const ids = new Set([wanted.id]);
  if (!wanted.withDescendants) return ids;
  const children = new Map<number, number[]>();
  for (const node of store.rows<Nomenclature>(NOMENCLATURES).values()) {
    if (node.parentId === null) continue;
    const siblings = children.get(node.parentId);
    if (siblings) siblings.push(node.id);
    else children.set(node.parentId, [node.id]);
  }
  const pending = [wanted.id];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const child of children.get(id) ?? []) {
      if (ids.has(child)) continue;
      ids.add(child);
      pending.push(child);
    }
  }
  return ids;
}
