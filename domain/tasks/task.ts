import type { Archivable } from '../records/archivable.js';
import type { RecordKind } from '../shared/record.errors.js';
import {
  type ChoiceField,
  checkKindFields,
  choice,
  date,
  defineKind,
  description,
  type FieldsOf,
  type InputOf,
  label,
  line,
  links,
  reference,
} from '../shared/record-kind.js';

export const TASK: RecordKind = { name: 'Task', code: 'TASK' };

export const TASK_STATUSES = ['TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const MAX_TAGS_PER_TASK = 1000;

/** A task's fields after its code, in the order they are answered, exported and printed (docs/api/tasks.md). */
export const taskKind = defineKind({
  ...TASK,
  fields: {
    label: label({ print: { label: 'Label', column: { label: 'Label', weight: 4.5 } } }),
    description: description({ print: { label: 'Description' } }),
    status: choice(
      TASK,
      TASK_STATUSES,
      { TODO: 'To do', IN_PROGRESS: 'In progress', DONE: 'Done', CANCELLED: 'Cancelled' },
      'TODO',
      {
        sort: true,
        doc: 'Default TODO',
        print: { label: 'Status', column: { label: 'Status', weight: 1.6 } },
      },
    ),
    priority: choice(
      TASK,
      TASK_PRIORITIES,
      { LOW: 'Low', NORMAL: 'Normal', HIGH: 'High', URGENT: 'Urgent' },
      'NORMAL',
      {
        sort: true,
        doc: 'Default NORMAL',
        print: { label: 'Priority', column: { label: 'Priority', weight: 1.3 } },
      },
    ),
    dueDate: date({
      sort: true,
      filter: {
        before: { name: 'dueBefore', doc: 'Tasks due strictly before this date', example: '2026-12-31' },
        after: { name: 'dueAfter', doc: 'Tasks due strictly after this date', example: '2026-01-01' },
      },
      doc: 'YYYY-MM-DD, a real date',
      print: { label: 'Due date', column: { label: 'Due', weight: 1.7 } },
    }),
    assignedTo: line({
      sort: true,
      filter: { equals: { name: 'assignedTo', doc: 'Tasks assigned to exactly this name' } },
      doc: 'Free text, at most 255 characters',
      print: { label: 'Assigned to', column: { label: 'Assigned to', weight: 2.2 } },
    }),
    tagIds: links(TASK, 'tag', MAX_TAGS_PER_TASK, {
      doc: 'IDs of existing tags; default []',
      print: { label: 'Tags', column: { label: 'Tags', weight: 3.5 } },
    }),
    nomenclatureId: reference('nomenclature', {
      doc: 'ID of an existing nomenclature',
      print: { label: 'Nomenclature' },
    }),
  },
});

export type TaskFields = FieldsOf<typeof taskKind.fields>;

/** What a client sends; omitted workflow fields take their defaults (docs/api/tasks.md#defaults). */
export type TaskInput = InputOf<typeof taskKind.fields>;

export type Task = Archivable<TaskFields>;

export function taskFields(input: TaskInput, path = ''): TaskFields {
  return checkKindFields(taskKind, input, path);
}

/** Status and priority sort in workflow order (TODO first, LOW first), not by their names. */
export const statusField: ChoiceField<TaskStatus> = taskKind.fields.status;
export const priorityField: ChoiceField<TaskPriority> = taskKind.fields.priority;
