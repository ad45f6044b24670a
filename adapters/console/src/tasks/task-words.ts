import type { paths } from '../api/schema';

type TaskListQuery = NonNullable<paths['/api/v1/task']['get']['parameters']['query']>;
export type TaskStatus = NonNullable<TaskListQuery['status']>[number];
export type TaskPriority = NonNullable<TaskListQuery['priority']>[number];

export const STATUSES: readonly TaskStatus[] = ['TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED'];
export const PRIORITIES: readonly TaskPriority[] = ['LOW', 'NORMAL', 'HIGH', 'URGENT'];

const WORDS: Record<string, string> = {
  TODO: 'To do',
  IN_PROGRESS: 'In progress',
  DONE: 'Done',
  CANCELLED: 'Cancelled',
  LOW: 'Low',
  NORMAL: 'Normal',
  HIGH: 'High',
  URGENT: 'Urgent',
};

/** A status or priority as people say it. */
export const inWords = (value: string): string => WORDS[value] ?? value;
