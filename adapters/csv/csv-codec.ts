import { Readable } from 'node:stream';
import { parse } from 'csv';
import { stringify as stringifyNow } from 'csv/sync';
import { type ErrorDetail, InvalidInput, invalidField } from '../../domain/shared/domain-error.js';
import { type CsvColumns, type CsvHeaderMode, headerMismatch, matchHeader } from './csv-header.js';
import { PROTECTED_CELL, protectCell, unprotectCell } from './spreadsheet-cells.js';
import { strictUtf8 } from './strict-utf8.js';
import { decodeWindows1252 } from './windows-1252.js';

export type { CsvColumns, CsvHeaderMode } from './csv-header.js';

/** One data row of an upload, keyed by header name, with the line it starts on (1 = header). */
export interface CsvRecord {
  readonly line: number;
  readonly values: Readonly<Record<string, string>>;
}

export interface CsvTable {
  /** The columns the header named, in its order. */
  readonly header: readonly string[];
  readonly records: readonly CsvRecord[];
}

export interface CsvLimits {
  readonly maxRecords: number;
  /** Largest single record in characters; guards against an unclosed quote swallowing the file. */
  readonly maxRecordSize?: number;
}

export type CsvInput = string | Uint8Array | AsyncIterable<string | Uint8Array>;

/** The encodings an upload may declare (docs/api/exchange.md#csv-format). */
export type CsvCharset = 'utf-8' | 'windows-1252';

/** The field separators an upload may use: the standard comma, or the semicolon of spreadsheets in many locales. */
export type CsvDelimiter = ',' | ';';

export interface CsvOptions {
  readonly charset?: CsvCharset;
  /**
   * Undeclared: a comma; with a named header, a semicolon when the header row has semicolons
   * and no comma, else a comma.
   */
  readonly delimiter?: CsvDelimiter;
  /** `exact` unless told. */
  readonly header?: CsvHeaderMode;
  /** The file is the spreadsheet variant: each cell's protective apostrophe is removed. */
  readonly spreadsheet?: boolean;
}

/** Rows with the wrong number of fields named in one answer, at most this many. */
const MAX_REPORTED_ROWS = 100;

/**
 * Parses an RFC 4180 upload (docs/api/exchange.md): UTF-8 with an optional BOM, comma (or
 * semicolon), `"` quoting, CRLF or LF (mixed too), header row required: one of `columns.exact`,
 * or with a named header naming `columns`' required ones and only known ones. Blank lines are
 * skipped.
 * Every failure is an InvalidInput naming the line, so the client can fix the file; bytes that
 * are not UTF-8 are one of them, never decoded into U+FFFD (docs/api/text.md).
 */
export async function parseCsv(
  input: CsvInput,
  columns: CsvColumns,
  limits: CsvLimits,
  options: CsvOptions = {},
): Promise<CsvTable> {
  const source = typeof input === 'string' || input instanceof Uint8Array ? [input] : input;
  const decoded =
    options.charset === 'windows-1252' ? decodeWindows1252(source, notWindows1252) : strictUtf8(source);
  const mode = options.header ?? 'exact';
  const declared = options.delimiter ?? (mode === 'exact' ? ',' : undefined);
  const { delimiter, chunks } = await sniffDelimiter(decoded, declared);
  const cell = options.spreadsheet ? unprotectCell : (text: string) => text;
  const parser = parse({
    bom: true,
    info: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n'],
    max_record_size: limits.maxRecordSize ?? 1_000_000,
  });
  const text = Readable.from(chunks, { objectMode: false });
  const feeding = text.pipe(parser);
  // pipe() does not pass on a source's error: without this the parser would wait forever.
  text.once('error', (error) => feeding.destroy(error));
  let header: readonly string[] | undefined;
  const records: CsvRecord[] = [];
  const badRows: ErrorDetail[] = [];
  let badRowCount = 0;
  try {
    for await (const { record, info } of feeding as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const line = info.lines - embeddedNewlines(record);
      if (!header) {
        header = matchHeader(record, columns, mode);
        continue;
      }
      if (record.length !== header.length) {
        badRowCount++;
        if (badRows.length < MAX_REPORTED_ROWS) {
          badRows.push({
            path: `line ${line}`,
            message: `has ${record.length} fields, the header has ${header.length}`,
          });
        }
        continue;
      }
      if (records.length === limits.maxRecords) {
        throw invalidField('CSV.TOO_MANY_ROWS', `line ${line}`, `at most ${limits.maxRecords} rows per file`);
      }
      records.push({ line, values: Object.fromEntries(header.map((name, i) => [name, cell(record[i]!)])) });
    }
  } catch (error) {
    if (error instanceof InvalidInput) throw error;
    throw malformed(error);
  } finally {
    feeding.destroy();
    text.destroy();
  }
  if (!header)
    throw headerMismatch(columns, mode, [{ path: 'line 1', message: 'the file has no header row' }]);
  if (badRowCount > 0) {
    throw new InvalidInput(
      'CSV.FIELD_COUNT',
      `${badRowCount} row(s) do not have the header's ${header.length} fields`,
      badRows,
    );
  }
  return { header, records };
}

/**
 * The delimiter, and the upload unchanged: the chunks read to see the header row are given
 * again before the rest. A header row is a few column names, so this reads one chunk or two.
 */
async function sniffDelimiter(
  decoded: AsyncIterable<string | Uint8Array>,
  declared: CsvDelimiter | undefined,
): Promise<{ delimiter: CsvDelimiter; chunks: AsyncIterable<string | Uint8Array> }> {
  if (declared !== undefined) return { delimiter: declared, chunks: decoded };
  const iterator = decoded[Symbol.asyncIterator]();
  const seen: (string | Uint8Array)[] = [];
  let head = '';
  const bytes = new TextDecoder();
  while (!head.includes('\n')) {
    const next = await iterator.next();
    if (next.done) break;
    seen.push(next.value);
    head += typeof next.value === 'string' ? next.value : bytes.decode(next.value, { stream: true });
  }
  const headerRow = head.split('\n', 1)[0]!;
  const delimiter = headerRow.includes(';') && !headerRow.includes(',') ? ';' : ',';
  async function* replayed() {
    yield* seen;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { delimiter, chunks: replayed() };
}

export type CsvCell = string | number | null;

const WRITE_OPTIONS = {
  record_delimiter: 'windows',
  // A lone LF is not the record delimiter, so it would go unquoted; readers split on it.
  quoted_match: /[\r\n]/,
} as const;

/** A small document at once, its first row the header: an example for the API reference. */
export function csvDocument(rows: readonly (readonly CsvCell[])[]): string {
  return stringifyNow(rows as CsvCell[][], WRITE_OPTIONS);
}

/** The spreadsheet variant quotes a protected cell too, as OWASP recommends. */
const SPREADSHEET_OPTIONS = { ...WRITE_OPTIONS, quoted_match: [/[\r\n]/, PROTECTED_CELL] };

/**
 * Rows per chunk of csvText: small strings are freed by V8's cheap young-generation
 * collections; large ones wait for a full collection while RSS climbs.
 */
const ROWS_PER_CHUNK = 200;

/**
 * The same document as text, from batches of rows, each written at once in chunks of a few
 * hundred rows: for large exports far cheaper than an asynchronous step per row. A failing
 * source fails the iteration, so a response built on it aborts.
 *
 * `spreadsheet` writes the spreadsheet variant (docs/api/exchange.md#spreadsheet-variant):
 * a byte order mark, and formula-like text cells protected; otherwise the cells as stored.
 */
export async function* csvText(
  columns: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
  spreadsheet = false,
): AsyncIterable<string> {
  // The byte order mark tells a spreadsheet the file is UTF-8; without it Excel reads Müller as MÃ¼ller.
  if (spreadsheet) yield '\uFEFF';
  const options = spreadsheet ? SPREADSHEET_OPTIONS : WRITE_OPTIONS;
  yield stringifyNow([columns], options);
  for await (const rows of batches) {
    for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
      const chunk = rows.slice(start, start + ROWS_PER_CHUNK);
      yield stringifyNow(spreadsheet ? chunk.map(protectRow) : chunk, options);
    }
  }
}

/** Numbers are the service's own IDs, never negative: only text can start like a formula. */
function protectRow(row: readonly CsvCell[]): CsvCell[] {
  return row.map((cell) => (typeof cell === 'string' ? protectCell(cell) : cell));
}

function embeddedNewlines(record: readonly string[]): number {
  let count = 0;
  for (const field of record) for (const char of field) if (char === '\n' || char === '\r') count++;
  return count;
}

function notWindows1252(line: number): InvalidInput {
  return invalidField('CSV.MALFORMED', `line ${line}`, 'holds a byte Windows-1252 does not define');
}

/** csv-parse errors carry the line; their messages quote the input, so only the line is kept. */
function malformed(error: unknown): InvalidInput {
  const line = (error as { lines?: unknown }).lines;
  const code = (error as { code?: unknown }).code;
  const where = typeof line === 'number' ? `line ${line}` : 'body';
  const what =
    code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'a quoted field is not closed'
      : code === 'CSV_MAX_RECORD_SIZE'
        ? 'a record is too large'
        : 'is not valid CSV (RFC 4180)';
  return invalidField('CSV.MALFORMED', where, what);
}
