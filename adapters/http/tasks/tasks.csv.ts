import type { TaskImportInput, TaskWithCodes } from '../../../application/tasks/task-reference-codes.js';
import { type TaskFields, taskKind } from '../../../domain/tasks/task.js';
import type { CsvCell, CsvColumns } from '../../csv/csv-codec.js';
import { codeListCell, codeListText, emptyAsNull, type RecordCsvFormat } from '../exchange/record-csv.js';
import { kindCsv } from '../records/kind-csv.js';

/** Written with `?codes=true`, read with `?codes=true` or a named header (docs/api/exchange.md#references-by-code). */
const CODE_COLUMNS = ['tagCodes', 'nomenclatureCode'];

const plain = kindCsv(taskKind, {
  code: 'TASK-2',
  label: 'Order the badges',
  description: 'Name, company and event',
  status: 'TODO',
  priority: 'NORMAL',
  dueDate: '2026-12-15',
  assignedTo: 'bob',
  tagIds: '1',
});

const TASK_WITH_CODES_COLUMNS = [...plain.header, ...CODE_COLUMNS];

/**
 * docs/api/exchange.md#legacy-task-header: twelve columns, or the legacy six whose rows take the
 * task defaults; with `?columns=named`, code and label and any others, in any order.
 */
export const taskCsv: RecordCsvFormat<TaskImportInput, TaskFields> = {
  ...plain,
  columns: { ...plain.columns, all: TASK_WITH_CODES_COLUMNS },
  toInput: (values) => ({
    ...plain.toInput(values),
    tagCodes: codeListCell(values.tagCodes),
    nomenclatureCode: emptyAsNull(values.nomenclatureCode),
  }),
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
