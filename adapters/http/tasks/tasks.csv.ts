import type { TaskImportInput, TaskWithCodes } from '../../../application/tasks/task-reference-codes.js';
import type { TaskFields } from '../../../domain/tasks/task.js';
import type { CsvCell } from '../../csv/csv-codec.js';
import {
  blankAsNull,
  CODED_COLUMNS,
  codeListCell,
  codeListText,
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

/** Written with `?codes=true`, read whenever present (docs/api/exchange.md#references-by-code). */
const CODE_COLUMNS = ['tagCodes', 'nomenclatureCode'];

/**
 * docs/api/exchange.md#legacy-task-header: twelve columns; an import's header needs code and label
 * only (the legacy six-column header is one such), the columns it lacks take the task defaults.
 */
export const taskCsv: RecordCsvFormat<TaskImportInput, TaskFields> = {
  header: TASK_CSV_COLUMNS,
  columns: { all: [...TASK_CSV_COLUMNS, ...CODE_COLUMNS], required: CODED_COLUMNS },
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
    tagCodes: codeListCell(values.tagCodes),
    nomenclatureCode: emptyAsNull(values.nomenclatureCode),
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

/** export.csv?codes=true: the twelve columns, then the references by code. */
export const taskWithCodesCsv = {
  header: [...TASK_CSV_COLUMNS, ...CODE_COLUMNS],
  toRow: (task: TaskWithCodes): CsvCell[] => [
    ...taskCsv.toRow(task),
    codeListText(task.tagCodes),
    task.nomenclatureCode,
  ],
};
