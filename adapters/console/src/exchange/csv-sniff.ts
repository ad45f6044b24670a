/** What the console reads of a file before importing it: encoding, delimiter, rows. */
export type CsvEncoding = 'utf-8' | 'windows-1252';
export type CsvDelimiter = ',' | ';';

/** UTF-8 when every byte sequence is valid UTF-8; otherwise most likely a Windows spreadsheet's file. */
export function detectEncoding(bytes: Uint8Array): CsvEncoding {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** Decodes as the service will: Windows-1252 only when declared, undecodable UTF-8 shown as U+FFFD. */
export const decodeText = (bytes: Uint8Array, encoding: CsvEncoding): string =>
  new TextDecoder(encoding).decode(bytes);

/** The service's rule for a named header: a semicolon when the header row has semicolons and no comma, else a comma. */
export function detectDelimiter(text: string): CsvDelimiter {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/** A cell's value and where it is written in the text: `raw` is `text.slice(start, end)`, quotes included. */
export interface CsvCell {
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

/** RFC 4180 rows of cells with their places (quoted fields may hold delimiters, quotes and line breaks); blank lines skipped. */
export function csvCells(text: string, delimiter: CsvDelimiter): CsvCell[][] {
  const rows: CsvCell[][] = [];
  let row: CsvCell[] = [];
  let cell = '';
  let start = 0;
  let quoted = false;
  const endCell = (end: number) => {
    row.push({ value: cell, start, end });
    cell = '';
  };
  const endRow = (end: number) => {
    endCell(end);
    if (row.length > 1 || row[0]?.value !== '') rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      endCell(i);
      start = i + 1;
    } else if (char === '\n' || char === '\r') {
      endRow(i);
      if (char === '\r' && text[i + 1] === '\n') i++;
      start = i + 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) endRow(text.length);
  return rows;
}

/** RFC 4180 rows (quoted fields may hold delimiters, quotes and line breaks); blank lines skipped. */
export const csvRows = (text: string, delimiter: CsvDelimiter): string[][] =>
  csvCells(text, delimiter).map((row) => row.map((cell) => cell.value));

/** A cell the spreadsheet export protected: an apostrophe, then what a spreadsheet would run (any further apostrophes first). */
const PROTECTED_CELL = /^'+[=+\-@\t\r]/;

/** How many cells the spreadsheet variant of an export protected; the service removes that apostrophe when told. */
export function protectedCells(text: string, delimiter: CsvDelimiter): number {
  return csvRows(text, delimiter)
    .slice(1)
    .reduce((count, row) => count + row.filter((cell) => PROTECTED_CELL.test(cell)).length, 0);
}

/** A file as the preview shows it: its columns, its first rows, how many rows it holds. */
export interface FilePreview {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** The rows as the file writes them, where the import maps some of their cells. */
  readonly written?: readonly (readonly string[])[];
  readonly total: number;
}

export const PREVIEW_ROWS = 5;

/**
 * The first rows of a CSV table (header first) as they will be sent: each cell through `send`
 * (by default as written), the written rows kept beside them.
 */
export function previewCsv(
  table: readonly (readonly string[])[],
  send: (cell: string, column: number) => string = (cell) => cell,
): FilePreview {
  const [header = [], ...rows] = table;
  const written = rows.slice(0, PREVIEW_ROWS);
  return {
    columns: header,
    rows: written.map((row) => row.map(send)),
    written,
    total: rows.length,
  };
}

const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A JSON array's first elements by the properties they have; undefined when it is no array. */
export function previewJson(text: string): FilePreview | undefined {
  let elements: unknown;
  try {
    elements = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(elements)) return undefined;
  const first = elements.slice(0, PREVIEW_ROWS).map((element) => (element ?? {}) as Record<string, unknown>);
  const columns = [...new Set(first.flatMap((element) => Object.keys(element)))];
  return {
    columns,
    rows: first.map((element) => columns.map((column) => cellText(element[column]))),
    total: elements.length,
  };
}
