import type {
  TemplateObjectFields,
  TemplateObjectInput,
} from '../../../domain/template-objects/template-object.js';
import {
  codedColumns,
  emptyAsNull,
  RECORD_CSV_COLUMNS,
  type RecordCsvFormat,
  recordCells,
} from '../exchange/record-csv.js';

/** docs/api/exchange.md#headers: six columns; a named header needs code and label only. */
export const templateObjectCsv: RecordCsvFormat<TemplateObjectInput, TemplateObjectFields> = {
  header: RECORD_CSV_COLUMNS,
  columns: codedColumns(RECORD_CSV_COLUMNS),
  example: [RECORD_CSV_COLUMNS.join(','), ',RECEIPT,Receipt,The receipt for a payment,,', ''].join('\r\n'),
  toInput: (values) => ({
    code: values.code ?? '',
    label: values.label ?? '',
    description: emptyAsNull(values.description),
  }),
  toRow: recordCells,
};
