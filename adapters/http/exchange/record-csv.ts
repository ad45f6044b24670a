import type { Archivable, WithCode } from '../../../domain/records/archivable.js';
import { formatInstant } from '../../../domain/shared/instant.js';
import type { CsvCell, CsvColumns } from '../../csv/csv-codec.js';

/** How one kind of record is written to and read from CSV (docs/api/exchange.md#headers). */
export interface RecordCsvFormat<I, F> {
  /** Written on export. */
  readonly header: readonly string[];
  /** Accepted on import: `header` exactly by default, some of `columns.all` with `?columns=named`. */
  readonly columns: CsvColumns;
  /** A document that imports on a fresh instance (Swagger UI's example). */
  readonly example: string;
  /**
   * The element a row imports as. Cells are converted, not validated: the domain validates
   * them with the row's path, so all the errors of a file are reported together.
   */
  toInput(values: CsvValues): WithCode<I>;
  toRow(record: Archivable<F>): CsvCell[];
}

/** A row by column name; a column missing from the header (a legacy file) is undefined. */
export type CsvValues = Readonly<Record<string, string | undefined>>;

/** The columns a named header requires unless a kind says otherwise: the rest take their defaults. */
export const CODED_COLUMNS = ['code', 'label'];

/** The columns every archivable record starts with; the template-object header is exactly these. */
export const RECORD_CSV_COLUMNS = ['id', 'code', 'label', 'description', 'createdDate', 'lastModifiedDate'];

/** An import's columns when the header is `header` exactly, or names code, label and any others of it. */
export function codedColumns(header: readonly string[]): CsvColumns {
  return { exact: [header], all: header, required: CODED_COLUMNS };
}

interface SharedFields {
  readonly label: string;
  readonly description: string | null;
}

/** The cells of RECORD_CSV_COLUMNS; timestamps as in the JSON resources. */
export function recordCells(record: Archivable<SharedFields>): CsvCell[] {
  return [
    record.id,
    record.code,
    record.label,
    record.description,
    formatInstant(record.createdAt),
    formatInstant(record.updatedAt),
  ];
}

/** An empty cell is null (docs/api/exchange.md#task-columns); any other text is kept for the domain to judge. */
export function emptyAsNull(cell: string | undefined): string | null {
  return cell === undefined || cell === '' ? null : cell;
}

/** A blank cell takes the field's default (status, priority). */
export function blankAsNull(cell: string | undefined): string | null {
  return cell === undefined || cell.trim() === '' ? null : cell;
}

/** The number in a cell of digits; anything else is NaN, which the domain rejects naming the row and column. */
export function idCell(cell: string): number {
  const text = cell.trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

export function optionalIdCell(cell: string | undefined): number | null {
  return cell === undefined || cell.trim() === '' ? null : idCell(cell);
}

/** `;`-separated codes, `\;` and `\\` standing for a semicolon and a backslash in a code; an empty cell is none. */
export function codeListCell(cell: string | undefined): string[] {
  if (cell === undefined || cell === '') return [];
  const codes: string[] = [];
  let current = '';
  for (let i = 0; i < cell.length; i++) {
    const char = cell[i]!;
    if (char === '\\' && i + 1 < cell.length) current += cell[++i];
    else if (char === ';') {
      codes.push(current);
      current = '';
    } else current += char;
  }
  codes.push(current);
  return codes;
}

/** The cell codeListCell reads back. */
export function codeListText(codes: readonly string[]): string {
  return codes.map((code) => code.replace(/[\\;]/g, (char) => `\\${char}`)).join(';');
}

/** `;`-separated IDs; an empty cell is no IDs. */
export function idListCell(cell: string | undefined): number[] {
  return cell === undefined || cell.trim() === '' ? [] : cell.split(';').map(idCell);
}
