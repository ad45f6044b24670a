import type { Context } from 'hono';
import type { Archivable } from '../../../domain/records/archivable.js';
import type { CsvCell } from '../../csv/csv-codec.js';
import type { AppEnv } from '../app-env.js';
import { csvDownload, jsonDownload } from '../exchange/file-transfer.js';
import { importSummary, prefersMinimal } from '../exchange/import-answer.js';
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
  return streamedJsonList(c, batches, toResponse, 200, jsonDownload(exportName));
}

/** export.csv: every active record, read batch by batch as the client reads. */
export async function exportCsv<T>(
  c: Context<AppEnv>,
  useCase: ExportSource<T>,
  csv: { readonly header: readonly string[]; toRow(record: T): CsvCell[] },
  exportName: string,
): Promise<Response> {
  const batches = await startExport(useCase.execute(), requestLogger(c));
  return csvDownload(c, csv.header, mapBatches(batches, csv.toRow), exportName);
}
