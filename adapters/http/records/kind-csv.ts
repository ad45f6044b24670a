// A kind's CSV columns, read from its declaration (docs/api/exchange.md#headers).
import type { WithCode } from '../../../domain/records/archivable.js';
import { formatInstant, type Instant } from '../../../domain/shared/instant.js';
import type {
  Field,
  Fields,
  FieldsOf,
  InputOf,
  KindDeclaration,
} from '../../../domain/shared/record-kind.js';
import { type CsvCell, type CsvColumns, csvDocument } from '../../csv/csv-codec.js';
import {
  blankAsNull,
  CODED_COLUMNS,
  type CsvValues,
  emptyAsNull,
  idListCell,
  optionalIdCell,
  RECORD_CSV_COLUMNS,
  type RecordCsvFormat,
  recordCells,
} from '../exchange/record-csv.js';

/** The label and description sit among the record's columns; the kind's other fields follow them. */
const ownColumn = (field: Field) => field.type !== 'label' && field.type !== 'description';

function cellInput(field: Field, cell: string | undefined): unknown {
  switch (field.type) {
    case 'label':
      return cell ?? '';
    case 'choice':
      return blankAsNull(cell);
    case 'reference':
      return optionalIdCell(cell);
    case 'links':
      return idListCell(cell);
    default:
      return emptyAsNull(cell);
  }
}

function cell(value: unknown): CsvCell {
  return Array.isArray(value) ? value.join(';') : (value as CsvCell);
}

/**
 * The record's six columns, then the kind's own fields by name. Those six alone also import,
 * the other fields taking their defaults (the legacy task header); with `?columns=named`, code
 * and label and any others, in any order. `example` holds the cells by column of a row that
 * imports on a fresh instance; a column it leaves out is empty.
 */
export function kindCsv<F extends Fields>(
  kind: KindDeclaration<F>,
  example: Readonly<Record<string, string>>,
): RecordCsvFormat<InputOf<F>, FieldsOf<F>> {
  const fields = Object.entries(kind.fields);
  const own = fields.filter(([, field]) => ownColumn(field)).map(([key]) => key);
  const header = [...RECORD_CSV_COLUMNS, ...own];
  return {
    header,
    columns: {
      exact: own.length > 0 ? [header, RECORD_CSV_COLUMNS] : [header],
      all: header,
      required: CODED_COLUMNS,
    },
    example: csvDocument([header, header.map((column) => example[column] ?? '')]),
    toInput: (values: CsvValues) =>
      Object.fromEntries([
        ['code', values.code ?? ''],
        ...fields.map(([key, field]) => [key, cellInput(field, values[key])]),
      ]) as WithCode<InputOf<F>>,
    toRow: (record) => {
      const values = record as Readonly<Record<string, unknown>>;
      return [...recordCells(record as never), ...own.map((key) => cell(values[key]))];
    },
  };
}

/** A code-less kind's rows (contacts): the ID, its fields by name, then the change times. */
export function codelessKindCsv<F extends Fields>(
  kind: KindDeclaration<F>,
  example: Readonly<Record<string, string>>,
) {
  const fields = Object.entries(kind.fields);
  const header = ['id', ...fields.map(([key]) => key), 'createdDate', 'lastModifiedDate'];
  const required = fields.filter(([, field]) => field.required).map(([key]) => key);
  return {
    columns: { exact: [header], all: header, required } satisfies CsvColumns,
    example: csvDocument([header, header.map((column) => example[column] ?? '')]),
    toInput: (values: CsvValues) =>
      Object.fromEntries(fields.map(([key, field]) => [key, cellInput(field, values[key])])) as InputOf<F>,
    toRow: (row: { readonly id: number; readonly createdAt: Instant; readonly updatedAt: Instant }) => {
      const values = row as unknown as Readonly<Record<string, unknown>>;
      return [
        row.id,
        ...fields.map(([key]) => cell(values[key])),
        formatInstant(row.createdAt),
        formatInstant(row.updatedAt),
      ];
    },
  };
}
