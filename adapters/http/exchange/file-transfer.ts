import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import {
  type CsvCell,
  type CsvCharset,
  type CsvColumns,
  type CsvDelimiter,
  type CsvOptions,
  csvText,
} from '../../csv/csv-codec.js';
import type { AppEnv } from '../app-env.js';

/** Uploads and downloads of files (docs/api/exchange.md#csv-format): CSV media type, download headers and their documentation. */
export const CSV_MEDIA_TYPE = 'text/csv';

/** Elements per seed or import: bounds the work of one all-or-nothing transaction. */
export const MAX_IMPORT_ROWS = 100_000;

/**
 * The body's charset: UTF-8 unless the Content-Type declares Windows-1252 (as spreadsheets on
 * Windows save). Another media type or charset is a 400 (docs/api/exchange.md#csv-format).
 */
export function requireCsv(c: Context<AppEnv>): CsvCharset {
  const [essence, ...parameters] = (c.req.header('Content-Type') ?? '').split(';').map((part) => part.trim());
  const declared = parameters
    .find((p) => p.toLowerCase().startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/^"(.*)"$/, '$1')
    .toLowerCase();
  const charset =
    declared === undefined || declared === 'utf-8'
      ? 'utf-8'
      : WINDOWS_1252.has(declared)
        ? 'windows-1252'
        : undefined;
  if (essence?.toLowerCase() !== CSV_MEDIA_TYPE || charset === undefined) {
    throw new InvalidInput(
      'REQUEST.WRONG_CONTENT_TYPE',
      `The request body must be ${CSV_MEDIA_TYPE} in UTF-8 (or declared charset=windows-1252)`,
    );
  }
  return charset;
}

const WINDOWS_1252 = new Set(['windows-1252', 'cp1252']);

/** import.csv's options (docs/api/exchange.md#csv-format); any other parameter is a 400. */
export const CsvImportQuery = z.strictObject({
  columns: z.enum(['exact', 'named']).optional().openapi({
    description:
      'exact (the default): the header is the one export.csv writes, column for column. named: the header names the columns it brings, in any order, the required ones among them; a column left out takes its default',
  }),
  delimiter: z.enum([',', ';']).optional().openapi({
    description:
      'The field separator. Left out: a comma; with columns=named, a semicolon when the header row has semicolons and no comma (as spreadsheets write in many locales)',
  }),
  spreadsheet: z.enum(['true', 'false']).optional().openapi({
    description:
      "true: the file is the spreadsheet variant (export.csv?bom=true, perhaps saved again by a spreadsheet): a cell starting with ' and then =, +, -, @, tab or CR (after any further ') loses that one '",
  }),
});

/** How to read an import's CSV body: its charset, declared delimiter, header mode and variant. */
export function csvOptions(c: Context<AppEnv>): CsvOptions {
  return {
    charset: requireCsv(c),
    delimiter: c.req.query('delimiter') as CsvDelimiter | undefined,
    header: c.req.query('columns') === 'named' ? 'named' : 'exact',
    spreadsheet: c.req.query('spreadsheet') === 'true',
  };
}

/** How an import route describes its header (docs/api/exchange.md#headers). */
export function describeColumns(columns: CsvColumns): string {
  const quoted = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');
  const exact = columns.exact.map((header) => `\`${header.join(',')}\``).join(' or ');
  const optional = columns.all.filter((name) => !columns.required.includes(name));
  return `the header ${exact} exactly; with \`columns=named\`, a header naming ${quoted(columns.required)} and any of ${quoted(optional)}, in any order (a column left out takes its default)`;
}

/** export.csv's options (docs/api/exchange.md#csv-format); any other parameter is a 400. */
export const CsvExportQuery = z.strictObject({
  bom: z.enum(['true', 'false']).optional().openapi({
    description:
      "true: the spreadsheet variant, for Excel and its kind: the file starts with a UTF-8 byte order mark, and a text cell starting with =, +, -, @, tab or CR (after any ') gets a leading ' so that it is shown, not run; import.csv?spreadsheet=true reads it back unchanged",
  }),
});

/** Whether the spreadsheet variant was asked for (`?bom=true`). */
export function wantsSpreadsheet(c: Context<AppEnv>): boolean {
  return c.req.query('bom') === 'true';
}

/** What an import or seed answers with `Prefer: return=minimal` (docs/api/exchange.md#import-answers). */
export const ImportSummary = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    total: z.number().int(),
  })
  .openapi('ImportSummary');

/** The request header that asks for the summary. */
export const PreferHeaders = z.object({
  prefer: z.string().max(1000).optional().openapi({
    description:
      '`return=minimal`: answer the counts (created, updated, total) instead of every stored element',
  }),
});

/** An import's 201: the stored elements, or the counts when asked. */
export function importedResponse<T extends z.ZodType>(list: T, description: string) {
  return {
    description: `${description}; with \`Prefer: return=minimal\`, the counts instead`,
    content: { 'application/json': { schema: z.union([list, ImportSummary]) } },
  };
}

/** Headers of a downloaded export file. */
export function attachment(contentType: string, fileName: string): Record<string, string> {
  return { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${fileName}"` };
}

/** Headers of export.json, a download named `<fileName>.json`. */
export function jsonDownload(fileName: string): Record<string, string> {
  return attachment('application/json; charset=utf-8', `${fileName}.json`);
}

/** export.csv, its rows written as the client reads: a download named `<fileName>.csv`. */
export function csvDownload(
  c: Context<AppEnv>,
  header: readonly string[],
  rows: AsyncIterable<readonly (readonly CsvCell[])[]>,
  fileName: string,
): Response {
  const body = textStream(csvText(header, rows, wantsSpreadsheet(c)));
  return c.body(body, 200, attachment(`${CSV_MEDIA_TYPE}; charset=utf-8`, `${fileName}.csv`));
}

/** The documented headers of a download. */
export function downloadHeaders(fileName: string) {
  return z.object({
    'Content-Disposition': z
      .string()
      .openapi({ description: 'Names the file', example: `attachment; filename="${fileName}"` }),
  });
}

/**
 * A response body pulled chunk by chunk as the client reads, so memory holds one chunk, not
 * the document. A failing source errors the stream: the response aborts instead of ending
 * as if complete.
 *
 * Each chunk is made in a turn of the event loop of its own. A chunk's promises resolve as
 * microtasks, and a fast client keeps asking for more, so without the turn a whole export would
 * run as one uninterrupted stretch (on SQLite, whose reads are synchronous, for seconds) and
 * no other request would be served meanwhile.
 */
export function textStream(chunks: AsyncIterable<string | Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await nextTurn();
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * A PDF shown in the browser, never cached: it holds current data (docs/api/printing.md#pdf-response-headers).
 * `fileName` goes in quotes as it is, so it must be header-safe (see `headerSafeFileName`);
 * `exactName`, when given, travels as RFC 6266 `filename*` for clients that read it.
 */
export function inlinePdf(fileName: string, exactName?: string): Record<string, string> {
  const exact = exactName === undefined ? '' : `; filename*=UTF-8''${encodeRfc5987(exactName)}`;
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${fileName}"${exact}`,
    'Cache-Control': 'no-store',
  };
}

/** Letters, digits, `.`, `_` and `-` only: no quote, backslash or path separator can break out. */
export function headerSafeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_');
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
