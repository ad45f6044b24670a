import { type RouteConfig, z } from '@hono/zod-openapi';
import { permissionFor } from '../../../domain/access/permission.js';
import {
  CSV_MEDIA_TYPE,
  CsvExportQuery,
  CsvImportQuery,
  describeColumns,
  downloadHeaders,
  importedResponse,
  MAX_IMPORT_ROWS,
  PreferHeaders,
} from '../exchange/file-transfer.js';
import type { RecordCsvFormat } from '../exchange/record-csv.js';
import { defineRoute, jsonBody, jsonResponse } from '../openapi/common.js';
import type { ArchivableSchemas } from './archivable-bodies.js';

/** What a kind's exchange adds to its resource: tasks name references by code (docs/api/exchange.md#references-by-code). */
export interface ExchangeExtras<E extends z.ZodType> {
  /** An element of import.json. */
  readonly importElement: E;
  /** An element of export.json. */
  readonly exportElement: z.ZodType;
  /** The options of export.json and export.csv. */
  readonly exportQuery: z.ZodObject;
  /** The options import.csv has besides CsvImportQuery's. */
  readonly csvImportQuery: z.ZodObject;
}

/** Import and export of tasks and template objects, JSON and CSV (docs/api/exchange.md#exchange-operations). */
export function exchangeRoutes<
  C extends z.ZodType,
  U extends z.ZodType,
  R extends z.ZodType,
  E extends z.ZodType = C,
>(
  s: ArchivableSchemas<C, U, R>,
  csv: Pick<RecordCsvFormat<unknown, unknown>, 'header' | 'columns' | 'example'>,
  extras?: ExchangeExtras<E>,
) {
  const list = z.array(s.response);
  const element = (extras?.importElement ?? s.create) as E;
  const exported = extras ? z.array(extras.exportElement) : list;
  const exportQuery = extras?.exportQuery;
  const common = { tags: [s.tag] } satisfies Partial<RouteConfig>;
  const quoted = (header: readonly string[]) => `\`${header.join(',')}\``;
  return {
    importJson: defineRoute({
      ...common,
      method: 'post',
      operationId: `import${s.names.many}Json`,
      path: `${s.basePath}/import.json`,
      summary: `Import ${s.noun}s from JSON: upsert by code, all or nothing`,
      description:
        'Accepts what export.json produces: server-owned fields are ignored. An invalid element is a 400 naming its index (`[3].label`); nothing is stored.',
      access: permissionFor(s.resource, 'import'),
      expensive: true,
      errors: [409, 413],
      request: {
        headers: PreferHeaders,
        body: jsonBody(
          z
            .array(element)
            .max(MAX_IMPORT_ROWS)
            .openapi({ example: [s.example] }),
        ),
      },
      responses: { 201: importedResponse(list, `The stored ${s.noun}s, in file order`) },
    }),
    importCsv: defineRoute({
      ...common,
      method: 'post',
      operationId: `import${s.names.many}Csv`,
      path: `${s.basePath}/import.csv`,
      summary: `Import ${s.noun}s from CSV: upsert by code, all or nothing`,
      description: `RFC 4180, UTF-8 (a leading BOM is accepted; Windows-1252 when the content type declares it), comma separated (semicolons with \`delimiter=;\`), ${describeColumns(csv.columns)}; id, createdDate and lastModifiedDate are ignored. At most ${MAX_IMPORT_ROWS} rows. An invalid row is a 400 naming its line (\`line 4: status\`); nothing is stored.`,
      access: permissionFor(s.resource, 'import'),
      expensive: true,
      errors: [409, 413],
      request: {
        headers: PreferHeaders,
        query: extras ? CsvImportQuery.extend(extras.csvImportQuery.shape) : CsvImportQuery,
        body: {
          required: true,
          content: {
            [CSV_MEDIA_TYPE]: {
              schema: z.string().openapi({ description: 'The CSV document' }),
              example: csv.example,
            },
          },
        },
      },
      responses: { 201: importedResponse(list, `The stored ${s.noun}s, in file order`) },
    }),
    exportJson: defineRoute({
      ...common,
      method: 'get',
      operationId: `export${s.names.many}Json`,
      path: `${s.basePath}/export.json`,
      summary: `Export active ${s.noun}s as JSON, ordered by code`,
      access: permissionFor(s.resource, 'export'),
      expensive: true,
      ...(exportQuery && { request: { query: exportQuery } }),
      responses: {
        200: {
          ...jsonResponse(exported, `Every active ${s.noun}, as a download`),
          headers: downloadHeaders(`${s.exportName}.json`),
        },
      },
    }),
    exportCsv: defineRoute({
      ...common,
      method: 'get',
      operationId: `export${s.names.many}Csv`,
      path: `${s.basePath}/export.csv`,
      summary: `Export active ${s.noun}s as CSV, ordered by code`,
      description: `Header ${quoted(csv.header)}; no audit actors.`,
      access: permissionFor(s.resource, 'export'),
      expensive: true,
      request: { query: exportQuery ? CsvExportQuery.extend(exportQuery.shape) : CsvExportQuery },
      responses: {
        200: {
          description: `Every active ${s.noun}, as a download`,
          headers: downloadHeaders(`${s.exportName}.csv`),
          content: { [CSV_MEDIA_TYPE]: { schema: z.string().openapi({ description: 'The CSV document' }) } },
        },
      },
    }),
  };
}
