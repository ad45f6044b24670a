import { Readable } from 'node:stream';
import { parse } from 'csv';
import { stringify as stringifyNow } from 'csv/sync';
import { InvalidInput, invalidField } from '../../domain/shared/domain-error.js';
import { decodeWindows1252 } from './windows-1252.js';

/** One data row of an upload, keyed by header name, with the line it starts on (1 = header). */
export interface CsvRecord {
  readonly line: number;
  readonly values: Readonly<Record<string, string>>;
}

export interface CsvTable {
  /** The header that matched, one of the accepted ones. */
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

/**
 * Parses an RFC 4180 upload (docs/api/exchange.md): UTF-8 with an optional BOM, comma, `"`
 * quoting, CRLF or LF (mixed too), header row required and equal to one of `headers`. Blank
 * lines are skipped.
 * Every failure is an InvalidInput naming the line, so the client can fix the file; bytes that
 * are not UTF-8 are one of them, never decoded into U+FFFD (docs/api/text.md).
 */
export async function parseCsv(
  input: CsvInput,
  headers: readonly (readonly string[])[],
  limits: CsvLimits,
  charset: CsvCharset = 'utf-8',
): Promise<CsvTable> {
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n'],
    max_record_size: limits.maxRecordSize ?? 1_000_000,
  });
  const source = typeof input === 'string' || input instanceof Uint8Array ? [input] : input;
  const decoded = charset === 'windows-1252' ? decodeWindows1252(source, notWindows1252) : strictUtf8(source);
  const text = Readable.from(decoded, { objectMode: false });
  const feeding = text.pipe(parser);
  // pipe() does not pass on a source's error: without this the parser would wait forever.
  text.once('error', (error) => feeding.destroy(error));
  let header: readonly string[] | undefined;
  const records: CsvRecord[] = [];
  try {
    for await (const { record, info } of feeding as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const line = info.lines - embeddedNewlines(record);
      if (!header) {
        header = matchHeader(record, headers);
        continue;
      }
      if (record.length !== header.length) {
        throw invalidField(
          'CSV.FIELD_COUNT',
          `line ${line}`,
          `has ${record.length} fields, the header has ${header.length}`,
        );
      }
      if (records.length === limits.maxRecords) {
        throw invalidField('CSV.TOO_MANY_ROWS', `line ${line}`, `at most ${limits.maxRecords} rows per file`);
      }
      records.push({ line, values: Object.fromEntries(header.map((name, i) => [name, record[i]!])) });
    }
  } catch (error) {
    if (error instanceof InvalidInput) throw error;
    throw malformed(error);
  } finally {
    feeding.destroy();
    text.destroy();
  }
  if (!header) throw invalidField('CSV.HEADER_MISMATCH', 'line 1', expected(headers));
  return { header, records };
}

export type CsvCell = string | number | null;

const WRITE_OPTIONS = {
  record_delimiter: 'windows',
  // A lone LF is not the record delimiter, so it would go unquoted; readers split on it.
  quoted_match: /[\r\n]/,
} as const;

/**
 * Rows per chunk of csvText: small strings are freed by V8's cheap young-generation
 * collections; large ones wait for a full collection while RSS climbs.
 */
const ROWS_PER_CHUNK = 200;

/**
 * The same document as text, from batches of rows, each written at once in chunks of a few
 * hundred rows: for large exports far cheaper than an asynchronous step per row. A failing
 * source fails the iteration, so a response built on it aborts.
 */
export async function* csvText(
  columns: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
  bom = false,
): AsyncIterable<string> {
  // The byte order mark tells a spreadsheet the file is UTF-8; without it Excel reads Müller as MÃ¼ller.
  if (bom) yield '\uFEFF';
  yield stringifyNow([columns], WRITE_OPTIONS);
  for await (const rows of batches) {
    for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
      yield stringifyNow(rows.slice(start, start + ROWS_PER_CHUNK), WRITE_OPTIONS);
    }
  }
}

function matchHeader(record: readonly string[], headers: readonly (readonly string[])[]): readonly string[] {
  const found = headers.find((h) => h.length === record.length && h.every((name, i) => name === record[i]));
  if (!found) throw invalidField('CSV.HEADER_MISMATCH', 'line 1', expected(headers));
  return found;
}

function expected(headers: readonly (readonly string[])[]): string {
  return `the header must be ${headers.map((h) => `"${h.join(',')}"`).join(' or ')}`;
}

function embeddedNewlines(record: readonly string[]): number {
  let count = 0;
  for (const field of record) for (const char of field) if (char === '\n' || char === '\r') count++;
  return count;
}

const LF = 0x0a;

/**
 * The upload unchanged, once each chunk is known to be UTF-8: the first byte sequence that is
 * not (a Latin-1 byte, a surrogate written as CESU-8 `ED A0 80`, a truncated character) fails
 * it, naming the line it is on. The parser decodes the same bytes again, which is cheaper than
 * handing it text it would encode back to bytes.
 */
async function* strictUtf8(source: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  for await (const chunk of source) {
    if (typeof chunk !== 'string') {
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        throw notUtf8(lineOfInvalidBytes(chunk, line));
      }
      for (let at = chunk.indexOf(LF); at !== -1; at = chunk.indexOf(LF, at + 1)) line++;
    }
    yield chunk;
  }
  try {
    decoder.decode();
  } catch {
    throw notUtf8(line);
  }
}

/**
 * The line of the first invalid sequence in a chunk that failed to decode, the chunk starting
 * on line `line`. An LF byte never occurs inside a UTF-8 sequence, so the chunk is decoded
 * again an LF-ended piece at a time; the continuation bytes it starts with belong to a sequence
 * begun in the chunk before, on line `line` like any error among them.
 */
function lineOfInvalidBytes(chunk: Uint8Array, line: number): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  while (start < 3 && start < chunk.length && (chunk[start]! & 0xc0) === 0x80) start++;
  for (let current = line; start < chunk.length; current++) {
    const end = chunk.indexOf(LF, start);
    const stop = end === -1 ? chunk.length : end + 1;
    try {
      decoder.decode(chunk.subarray(start, stop), { stream: true });
    } catch {
      return current;
    }
    start = stop;
  }
  // Every piece decodes alone: the sequence left unfinished by the chunk before was the invalid one.
  return line;
}

function notUtf8(line: number): InvalidInput {
  return invalidField('CSV.MALFORMED', `line ${line}`, 'is not valid UTF-8');
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
