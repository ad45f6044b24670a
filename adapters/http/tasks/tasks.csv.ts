import type { TaskFields, TaskInput } from '../../../domain/tasks/task.js';
import {
  blankAsNull,
  emptyAsNull,
  idListCell,
  optionalIdCell,
  RECORD_CSV_COLUMNS,
  type RecordCsvFormat,
  recordCells,
} from '../exchange/record-csv.js';

const TASK_CSV_COLUMNS = [
  ...RECORD_CSV_COLUMNS,
  'status',
  'priority',
  'dueDate',
  'assignedTo',
  'tagIds',
  'nomenclatureId',
];

/** docs/api/exchange.md#legacy-task-header: twelve columns; the legacy six-column header imports with the task defaults. */
export const taskCsv: RecordCsvFormat<TaskInput, TaskFields> = {
  header: TASK_CSV_COLUMNS,
  importHeaders: [TASK_CSV_COLUMNS, RECORD_CSV_COLUMNS],
  example: [
    TASK_CSV_COLUMNS.join(','),
    ',TASK-2,Order the badges,"Name, company and event",,,TODO,NORMAL,2026-12-15,bob,1,',
    '',
  ].join('\r\n'),
  toInput: (values) => ({
    code: values.code ?? '',
    label: values.label ?? '',
    description: emptyAsNull(values.description),
    status: blankAsNull(values.status),
    priority: blankAsNull(values.priority),
    dueDate: emptyAsNull(values.dueDate),
    assignedTo: emptyAsNull(values.assignedTo),
    tagIds: idListCell(values.tagIds),
    nomenclatureId: optionalIdCell(values.nomenclatureId),
  }),
  toRow: (task) => [
    ...recordCells(task),
    task.status,
    task.priority,
    task.dueDate,
    task.assignedTo,
    task.tagIds.join(';'),
    task.nomenclatureId,
  ],
};
