import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ExportRecordsUseCase } from '../../../application/archivable/export-records.use-case.js';
import type { SeedRecordsUseCase } from '../../../application/archivable/seed-records.use-case.js';
import type { Archivable, WithCode } from '../../../domain/archivable/archivable.js';
import { csvText, parseCsv } from '../../csv/csv-codec.js';
import type { AppEnv } from '../app-env.js';
import {
  attachment,
  CSV_MEDIA_TYPE,
  MAX_IMPORT_ROWS,
  requireCsv,
  textStream,
} from '../exchange/file-transfer.js';
import { csvElements, jsonElements } from '../exchange/import-elements.js';
import type { RecordCsvFormat } from '../exchange/record-csv.js';
import { jsonArrayText, mapBatches, slices, startExport } from '../exchange/streamed-bodies.js';
import type { ArchivableSchemas } from './archivable.routes.js';
import { exchangeRoutes } from './archivable-exchange.routes.js';

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };
const RESPONSE_SLICE = 1000;

export interface ExchangeUseCases<I, F> {
  /** Import is seeding from a file: the same upsert by code, all or nothing. */
  readonly seed: SeedRecordsUseCase<I, F>;
  readonly export: ExportRecordsUseCase<F>;
}

/** Handlers of import.json, import.csv, export.json and export.csv. */
export function exchangeRouter<I, F>(
  schemas: ArchivableSchemas,
  csv: RecordCsvFormat<I, F>,
  useCases: ExchangeUseCases<I, F>,
  toResponse: (record: Archivable<F>) => object,
) {
  const routes = exchangeRoutes(schemas, csv);

  /** The stored records, written a slice at a time: 100 000 of them make a large document. */
  const stored = (c: Context<AppEnv>, records: readonly Archivable<F>[]) =>
    c.body(textStream(jsonArrayText(slices(records, RESPONSE_SLICE), toResponse)), 201, JSON_HEADERS);

  // The bodies below are streamed: typed JSON responses model values in memory, hence `as never`.
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(routes.importJson, async (c) => {
      const elements = jsonElements(c.req.valid('json') as WithCode<I>[]);
      return stored(c, await useCases.seed.execute(elements)) as never;
    });

    app.openapi(routes.importCsv, async (c) => {
      requireCsv(c);
      const table = await parseCsv(c.req.raw.body ?? '', csv.importHeaders, { maxRecords: MAX_IMPORT_ROWS });
      return stored(c, await useCases.seed.execute(csvElements(table.records, csv))) as never;
    });

    app.openapi(routes.exportJson, async (c) => {
      const batches = await startExport(useCases.export.execute(), c.var.logger);
      const body = textStream(jsonArrayText(batches, toResponse));
      return c.body(
        body,
        200,
        attachment(JSON_HEADERS['Content-Type'], `${schemas.exportName}.json`),
      ) as never;
    });

    app.openapi(routes.exportCsv, async (c) => {
      const batches = await startExport(useCases.export.execute(), c.var.logger);
      const body = textStream(csvText(csv.header, mapBatches(batches, csv.toRow)));
      return c.body(body, 200, attachment(`${CSV_MEDIA_TYPE}; charset=utf-8`, `${schemas.exportName}.csv`));
    });
  };
}
