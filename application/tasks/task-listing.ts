import type { CalendarDate } from '../../domain/shared/calendar-date.js';
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type Task,
  type TaskPriority,
  type TaskStatus,
} from '../../domain/tasks/task.js';
import { RECORD_SORT_KEYS, type RecordFilter, recordSortValue } from '../archivable/record-listing.js';
import type { ListDefinition, SortValue } from '../listing/list-query.js';

/** docs/api/lists.md#tasks: the record keys, and the workflow fields. */
export const TASK_SORT_KEYS = {
  ...RECORD_SORT_KEYS,
  status: 'number',
  priority: 'number',
  dueDate: 'text',
  assignedTo: 'text',
} as const;
export type TaskSortKey = keyof typeof TASK_SORT_KEYS;

export interface TaskFilter extends RecordFilter {
  readonly statuses?: readonly TaskStatus[];
  readonly priorities?: readonly TaskPriority[];
  /** Tasks holding any of these tags. */
  readonly tagIds?: readonly number[];
  readonly nomenclature?: { readonly id: number; readonly withDescendants: boolean };
  readonly assignedTo?: string;
  /** Due strictly before, or strictly after, this date; a task without a due date matches neither. */
  readonly dueBefore?: CalendarDate;
  readonly dueAfter?: CalendarDate;
}

/** Status and priority sort in workflow order (TODO first, LOW first), not by their names. */
export const statusRank = (status: TaskStatus): number => TASK_STATUSES.indexOf(status);
export const priorityRank = (priority: TaskPriority): number => TASK_PRIORITIES.indexOf(priority);

export function taskSortValue(task: Task, key: TaskSortKey): SortValue {
  switch (key) {
    case 'status':
      return statusRank(task.status);
    case 'priority':
      return priorityRank(task.priority);
    case 'dueDate':
      return task.dueDate;
    case 'assignedTo':
      return task.assignedTo;
    default:
      return recordSortValue(task, key);
  }
}

export const taskListing: ListDefinition<Task, TaskSortKey> = {
  sortKeys: TASK_SORT_KEYS,
  sortValue: taskSortValue,
};
