import { choiceRank, type FiltersOf } from '../../domain/shared/record-kind.js';
import {
  priorityField,
  statusField,
  type TaskPriority,
  type TaskStatus,
  taskKind,
} from '../../domain/tasks/task.js';
import { type KindSortKey, kindListing, type RecordFilter } from '../records/record-listing.js';

/** docs/api/lists.md#tasks: the record keys, and the workflow fields. */
export const taskListing = kindListing(taskKind);
export type TaskSortKey = KindSortKey<typeof taskKind.fields>;
export const TASK_SORT_KEYS = taskListing.sortKeys;

/** The declared fields' filters (assignee, due date), and the ones of a task's own. */
export interface TaskFilter extends RecordFilter, FiltersOf<typeof taskKind.fields> {
  readonly statuses?: readonly TaskStatus[];
  readonly priorities?: readonly TaskPriority[];
  /** Tasks holding any of these tags. */
  readonly tagIds?: readonly number[];
  readonly nomenclature?: { readonly id: number; readonly withDescendants: boolean };
}

/** Status and priority sort in workflow order (TODO first, LOW first), not by their names. */
export const statusRank = (status: TaskStatus): number => choiceRank(statusField, status);
export const priorityRank = (priority: TaskPriority): number => choiceRank(priorityField, priority);
