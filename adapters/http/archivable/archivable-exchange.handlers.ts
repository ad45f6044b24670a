import type { Context } from 'hono';
import type { SeedElement } from '../../../application/archivable/seed-records.use-case.js';
import type { Archivable } from '../../../domain/archivable/archivable.js';
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
import { importSummary, prefersMinimal } from '../exchange/import-answer.js';
import { csvElements } from '../exchange/import-elements.js';
import type { RecordCsvFormat } from '../exchange/record-csv.js';
import { mapBatches, slices, startExport } from '../exchange/streamed-bodies.js';
import { streamedJsonList } from '../json-list.js';
import { requestLogger } from '../request-logger.js';

/*
 * The parts of import.json, import.csv, export.json and export.csv that do not depend on the
 * kind's schemas: the kernel's handlers are made of them, and so are tasks' by code.
 */

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };
const RESPONSE_SLICE = 1000;

/**
 * The stored records of an import, written a slice at a time: 100 000 of them make a large
 * document. With `Prefer: return=minimal`, the counts only.
 */
export function storedRecords<F, R extends object>(
  c: Context<AppEnv>,
  records: readonly Archivable<F>[],
  toResponse: (record: Archivable<F>) => R,
) {
  if (prefersMinimal(c)) return importSummary(c, records);
  return streamedJsonList(c, slices(records, RESPONSE_SLICE), toResponse, 201, JSON_HEADERS);
}

/** The import elements of the CSV body, one of the kind's accepted headers (`columns`, its usual ones unless told). */
export async function csvImportElements<I>(
  c: Context<AppEnv>,
  csv: RecordCsvFormat<I, unknown>,
  columns: CsvColumns = csv.columns,
): Promise<SeedElement<I>[]> {
  const table = await parseCsv(c.req.raw.body ?? '', columns, { maxRecords: MAX_IMPORT_ROWS }, csvOptions(c));
  return csvElements(table.records, csv);
}

/** Where an export's records come from, batch by batch. */
interface ExportSource<T> {
  execute(): AsyncIterable<T[]>;
}

/** export.json: every active record, read batch by batch as the client reads. */
export async function exportJson<T, R extends object>(
  c: Context<AppEnv>,
  useCase: ExportSource<T>,
  toResponse: (record: T) => R,
  exportName: string,
) {
  const batches = await startExport(useCase.execute(), requestLogger(c));
  const headers = attachment(JSON_HEADERS['Content-Type'], `${exportName}.json`);
  return streamedJsonList(c, batches, toResponse, 200, headers);
}

/** export.csv: every active record, read batch by batch as the client reads. */
export async function exportCsv<T>(
  c: Context<AppEnv>,
  useCase: ExportSource<T>,
  csv: { readonly header: readonly string[]; toRow(record: T): CsvCell[] },
  exportName: string,
): Promise<Response> {
  const batches = await startExport(useCase.execute(), requestLogger(c));
  const body = textStream(csvText(csv.header, mapBatches(batches, csv.toRow), wantsSpreadsheet(c)));
  return c.body(body, 200, attachment(`${CSV_MEDIA_TYPE}; charset=utf-8`, `${exportName}.csv`));
}
