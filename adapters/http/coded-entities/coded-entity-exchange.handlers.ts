import type { OpenAPIHono } from '@hono/zod-openapi';
import type { BatchElement } from '../../../application/exchange/batch.js';
import { type CsvCell, csvText, parseCsv } from '../../csv/csv-codec.js';
import type { AppEnv } from '../app-env.js';
import {
  attachment,
  CSV_MEDIA_TYPE,
  MAX_IMPORT_ROWS,
  requireCsv,
  textStream,
} from '../exchange/file-transfer.js';
import { slices } from '../exchange/streamed-bodies.js';
import { jsonList } from '../json-list.js';
import { type ExchangeSchemas, exchangeRoutes } from './coded-entity-exchange.routes.js';

/** How one resource travels in files. */
export interface ExchangeFormat<I, T> extends ExchangeSchemas {
  /** A CSV row (keyed by header name) as an import element; server-owned cells are dropped. */
  fromCsv(values: Readonly<Record<string, string>>): I;
  toCsv(item: T): readonly CsvCell[];
  toResponse(item: T): object;
}

export interface ExchangeUseCases<I, T> {
  import(elements: readonly BatchElement<I>[]): Promise<T[]>;
  /** Everything, in list order. */
  list(): Promise<T[]>;
}

/** Handlers of import.json, import.csv, export.json and export.csv. */
export function exchangeRouter<I, T>(format: ExchangeFormat<I, T>, useCases: ExchangeUseCases<I, T>) {
  const routes = exchangeRoutes(format);
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(routes.importJson, async (c) => {
      const elements = (c.req.valid('json') as I[]).map((input, index) => ({ input, path: `[${index}].` }));
      return c.json((await useCases.import(elements)).map(format.toResponse), 201);
    });

    app.openapi(routes.importCsv, async (c) => {
      requireCsv(c);
      const table = await parseCsv(c.req.raw.body ?? '', [format.csvHeader], { maxRecords: MAX_IMPORT_ROWS });
      const elements = table.records.map(({ line, values }) => ({
        input: format.fromCsv(values),
        path: `line ${line}: `,
      }));
      return c.json((await useCases.import(elements)).map(format.toResponse), 201);
    });

    app.openapi(routes.exportJson, async (c) => {
      const items = await useCases.list();
      return jsonList(
        c,
        items,
        format.toResponse,
        200,
        attachment('application/json; charset=utf-8', `${format.plural}.json`),
      );
    });

    app.openapi(routes.exportCsv, async (c) => {
      const items = await useCases.list();
      const body = textStream(csvText(format.csvHeader, csvRows(items, format.toCsv)));
      return c.body(body, 200, attachment(`${CSV_MEDIA_TYPE}; charset=utf-8`, `${format.plural}.csv`));
    });
  };
}

/** Rows per slice of an export already in memory: each slice is converted as the client reads. */
const CSV_SLICE = 1000;

async function* csvRows<T>(items: readonly T[], toCsv: (item: T) => readonly CsvCell[]) {
  for (const slice of slices(items, CSV_SLICE)) yield slice.map(toCsv);
}
