import type { TaskImportInput, TaskWithCodes } from '../../../application/tasks/task-reference-codes.js';
import type { TaskFields } from '../../../domain/tasks/task.js';
import type { CsvCell, CsvColumns } from '../../csv/csv-codec.js';
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

/** Written with `?codes=true`, read with `?codes=true` or a named header (docs/api/exchange.md#references-by-code). */
const CODE_COLUMNS = ['tagCodes', 'nomenclatureCode'];

const TASK_WITH_CODES_COLUMNS = [...TASK_CSV_COLUMNS, ...CODE_COLUMNS];

/**
 * docs/api/exchange.md#legacy-task-header: twelve columns, or the legacy six whose rows take the
 * task defaults; with `?columns=named`, code and label and any others, in any order.
 */
export const taskCsv: RecordCsvFormat<TaskImportInput, TaskFields> = {
  header: TASK_CSV_COLUMNS,
  columns: {
    exact: [TASK_CSV_COLUMNS, RECORD_CSV_COLUMNS],
    all: TASK_WITH_CODES_COLUMNS,
    required: CODED_COLUMNS,
  },
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

/** import.csv?codes=true reads the header export.csv?codes=true writes, exactly. */
export const TASK_WITH_CODES_CSV_COLUMNS: CsvColumns = {
  ...taskCsv.columns,
  exact: [TASK_WITH_CODES_COLUMNS],
};

/** export.csv?codes=true: the twelve columns, then the references by code. */
export const taskWithCodesCsv = {
  header: TASK_WITH_CODES_COLUMNS,
  toRow: (task: TaskWithCodes): CsvCell[] => [
    ...taskCsv.toRow(task),
    codeListText(task.tagCodes),
    task.nomenclatureCode,
  ],
};
