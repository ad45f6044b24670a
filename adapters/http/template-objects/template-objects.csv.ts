import type {
  TemplateObjectFields,
  TemplateObjectInput,
} from '../../../domain/template-objects/template-object.js';
import {
  CODED_COLUMNS,
  emptyAsNull,
  RECORD_CSV_COLUMNS,
  type RecordCsvFormat,
  recordCells,
} from '../exchange/record-csv.js';

/** docs/api/exchange.md#headers: six columns; an import's header needs code and label only. */
export const templateObjectCsv: RecordCsvFormat<TemplateObjectInput, TemplateObjectFields> = {
  header: RECORD_CSV_COLUMNS,
  columns: { all: RECORD_CSV_COLUMNS, required: CODED_COLUMNS },
  example: [RECORD_CSV_COLUMNS.join(','), ',RECEIPT,Receipt,The receipt for a payment,,', ''].join('\r\n'),
  toInput: (values) => ({
    code: values.code ?? '',
    label: values.label ?? '',
    description: emptyAsNull(values.description),
  }),
  toRow: recordCells,
};
