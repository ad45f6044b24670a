import type { Context } from 'hono';
import type { BatchElement } from '../../../application/exchange/batch.js';
import { type CsvCell, type CsvColumns, csvText, parseCsv } from '../../csv/csv-codec.js';
import type { AppEnv } from '../app-env.js';
import {
  attachment,
  CSV_MEDIA_TYPE,
  csvOptions,
  MAX_IMPORT_ROWS,
  textStream,
  wantsSpreadsheet,
} from '../exchange/file-transfer.js';
import type { CsvValues } from '../exchange/record-csv.js';
import { slices } from '../exchange/streamed-bodies.js';

/*
 * The pieces of the import and export handlers of the coded kinds and contacts that do not
 * depend on the resource's schemas; each module's handlers are typed by its own routes.
 */

/** Import elements from the CSV body, a header of `columns`: errors name the line (`line 4: label`). */
export async function csvBodyElements<I>(
  c: Context<AppEnv>,
  columns: CsvColumns,
  fromCsv: (values: CsvValues) => I,
): Promise<BatchElement<I>[]> {
  const options = csvOptions(c);
  const table = await parseCsv(c.req.raw.body ?? '', columns, { maxRecords: MAX_IMPORT_ROWS }, options);
  return table.records.map(({ line, values }) => ({ input: fromCsv(values), path: `line ${line}: ` }));
}

/** Headers of export.json, a download named `<plural>.json`. */
export function jsonDownload(plural: string): Record<string, string> {
  return attachment('application/json; charset=utf-8', `${plural}.json`);
}

/** export.csv of a list in memory, a download named `<plural>.csv`. */
export function csvDownload<T>(
  c: Context<AppEnv>,
  items: readonly T[],
  format: { readonly header: readonly string[]; readonly plural: string; toCsv(item: T): readonly CsvCell[] },
): Response {
  const body = textStream(csvText(format.header, csvRows(items, format.toCsv), wantsSpreadsheet(c)));
  return c.body(body, 200, attachment(`${CSV_MEDIA_TYPE}; charset=utf-8`, `${format.plural}.csv`));
}

/** Rows per slice of an export already in memory: each slice is converted as the client reads. */
const CSV_SLICE = 1000;

async function* csvRows<T>(items: readonly T[], toCsv: (item: T) => readonly CsvCell[]) {
  for (const slice of slices(items, CSV_SLICE)) yield slice.map(toCsv);
}
