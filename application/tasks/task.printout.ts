import type { Archivable } from '../../domain/archivable/archivable.js';
import type { TaskFields } from '../../domain/tasks/task.js';
import type { RecordPrintout } from '../printing/record-printout.js';

export const taskPrintout: RecordPrintout<TaskFields> = {
  title: 'Tasks',
  emptyMessage: 'There are no tasks.',
  heading: (task) => `Task ${task.code}`,
  ownFields: (task: Archivable<TaskFields>) => [
    { label: 'Status', value: task.status },
    { label: 'Priority', value: task.priority },
    { label: 'Due date', value: task.dueDate ?? '' },
    { label: 'Assigned to', value: task.assignedTo ?? '' },
    { label: 'Tag IDs', value: task.tagIds.join(', ') },
    { label: 'Nomenclature ID', value: task.nomenclatureId === null ? '' : String(task.nomenclatureId) },
  ],
};
