import type { Archivable } from '../archivable/archivable.js';
import { type CalendarDate, calendarDate } from '../shared/calendar-date.js';
import { invalidField } from '../shared/domain-error.js';
import { checkFields } from '../shared/field-checks.js';
import type { RecordKind } from '../shared/record.errors.js';
import {
  validateDescription,
  validateLabel,
  validateOptionalLine,
  validateReferenceId,
} from '../shared/record-fields.js';

export const TASK: RecordKind = { name: 'Task', code: 'TASK' };

export const TASK_STATUSES = ['TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const MAX_TAGS_PER_TASK = 1000;

export interface TaskFields {
  readonly label: string;
  readonly description: string | null;
  readonly status: TaskStatus;
  readonly priority: TaskPriority;
  readonly dueDate: CalendarDate | null;
  readonly assignedTo: string | null;
  /** Ascending, without duplicates. */
  readonly tagIds: readonly number[];
  readonly nomenclatureId: number | null;
}

/** What a client sends; omitted workflow fields take their defaults (docs/api/tasks.md#defaults). */
export interface TaskInput {
  readonly label: string;
  readonly description?: string | null;
  readonly status?: string | null;
  readonly priority?: string | null;
  readonly dueDate?: string | null;
  readonly assignedTo?: string | null;
  readonly tagIds?: readonly number[] | null;
  readonly nomenclatureId?: number | null;
}

export type Task = Archivable<TaskFields>;

export function taskFields(input: TaskInput, path = ''): TaskFields {
  return checkFields<TaskFields>({
    label: () => validateLabel(input.label, `${path}label`),
    description: () => validateDescription(input.description, `${path}description`),
    status: () => oneOf(TASK_STATUSES, input.status ?? 'TODO', `${path}status`),
    priority: () => oneOf(TASK_PRIORITIES, input.priority ?? 'NORMAL', `${path}priority`),
    dueDate: () => (input.dueDate ? calendarDate(input.dueDate, `${path}dueDate`) : null),
    assignedTo: () => validateOptionalLine(input.assignedTo, `${path}assignedTo`),
    tagIds: () => tagIds(input.tagIds ?? [], `${path}tagIds`),
    nomenclatureId: () => validateReferenceId(input.nomenclatureId ?? null, `${path}nomenclatureId`),
  });
}

function oneOf<T extends string>(values: readonly T[], value: string, path: string): T {
  if (!(values as readonly string[]).includes(value)) {
    throw invalidField('TASK.INVALID_VALUE', path, `must be one of ${values.join(', ')}`);
  }
  return value as T;
}

function tagIds(ids: readonly number[], path: string): number[] {
  if (ids.length > MAX_TAGS_PER_TASK)
    throw invalidField('TASK.TOO_MANY_TAGS', path, `at most ${MAX_TAGS_PER_TASK}`);
  for (const id of ids) validateReferenceId(id, path);
  return [...new Set(ids)].sort((a, b) => a - b);
}
