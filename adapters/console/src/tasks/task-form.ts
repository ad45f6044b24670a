import type { Schemas } from '../api/client';
import type { TaskPriority, TaskStatus } from './task-query';

type Task = Schemas['Task'];

/** The panel's form: text inputs hold strings, an empty one stands for null. */
export interface TaskForm {
  code: string;
  label: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: string;
  assignedTo: string;
  tagIds: number[];
  nomenclatureId: string;
}

export const TASK_FIELDS = [
  'code',
  'label',
  'description',
  'status',
  'priority',
  'dueDate',
  'assignedTo',
  'tagIds',
  'nomenclatureId',
] as const;

export const EMPTY_FORM: TaskForm = {
  code: '',
  label: '',
  description: '',
  status: 'TODO',
  priority: 'NORMAL',
  dueDate: '',
  assignedTo: '',
  tagIds: [],
  nomenclatureId: '',
};

export function formOf(task: Task): TaskForm {
  return {
    code: task.code,
    label: task.label,
    description: task.description ?? '',
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate ?? '',
    assignedTo: task.assignedTo ?? '',
    tagIds: [...task.tagIds],
    nomenclatureId: task.nomenclatureId === null ? '' : String(task.nomenclatureId),
  };
}

/** The body the API takes: empty texts as null. */
export function bodyOf(form: TaskForm): Schemas['TaskCreate'] {
  return {
    code: form.code,
    label: form.label,
    description: form.description === '' ? null : form.description,
    status: form.status,
    priority: form.priority,
    dueDate: form.dueDate === '' ? null : form.dueDate,
    assignedTo: form.assignedTo === '' ? null : form.assignedTo,
    tagIds: [...form.tagIds].sort((a, b) => a - b),
    nomenclatureId: form.nomenclatureId === '' ? null : Number(form.nomenclatureId),
  };
}

/** A merge patch holding only what the user changed, so others' edits to other fields survive. */
export function patchOf(before: TaskForm, after: TaskForm): Schemas['TaskPatch'] {
  const old = bodyOf(before);
  const next = bodyOf(after);
  const patch: Record<string, unknown> = {};
  for (const field of TASK_FIELDS) {
    if (field === 'code') continue;
    if (JSON.stringify(old[field]) !== JSON.stringify(next[field])) patch[field] = next[field];
  }
  return patch as Schemas['TaskPatch'];
}
