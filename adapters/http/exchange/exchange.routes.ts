import { z } from '@hono/zod-openapi';
import { permissionFor, type Resource } from '../../../domain/access/permission.js';
import { defineRoute, jsonBody, jsonResponse } from '../openapi/common.js';
import {
  CSV_MEDIA_TYPE,
  CsvExportQuery,
  CsvImportQuery,
  downloadHeaders,
  importedResponse,
  MAX_IMPORT_ROWS,
  PreferHeaders,
} from './file-transfer.js';

/** How import.csv describes the body, before its header (docs/api/exchange.md#csv-format). */
export const CSV_DIALECT =
  'RFC 4180, UTF-8 (a leading BOM is accepted; Windows-1252 when the content type declares it), comma separated (semicolons with `delimiter=;`)';

/** What the import and export routes of one resource need to know, and how the reference words them. */
export interface ExchangeRouteSet<E extends z.ZodType, R extends z.ZodType> {
  /** e.g. `/api/v1/badge` */
  readonly basePath: string;
  /** What its permissions are named after (docs/api/access.md#permissions). */
  readonly resource: Resource;
  /** OpenAPI tag, e.g. `Badges` */
  readonly tag: string;
  /** Plural noun for summaries, e.g. `badges` */
  readonly plural: string;
  /** Its operation IDs' plural noun, e.g. `Badges` (`importBadgesCsv`). */
  readonly names: { readonly many: string };
  /** Base name of the export files, e.g. `badges` for `badges.csv` */
  readonly fileName: string;
  /** One element of import.json, and Swagger UI's example of one that imports on a fresh instance. */
  readonly element: E;
  readonly elementExample: unknown;
  /** A row of an import's answer. */
  readonly stored: R;
  /** A row of export.json. */
  readonly exported: z.ZodType;
  /** How an import treats existing data, e.g. `upsert by code`. */
  readonly importRule: string;
  /** Error statuses an import may answer besides 400 and the common ones. */
  readonly importErrors: readonly number[];
  /** What of an element import.json ignores, e.g. `server-owned fields are ignored`. */
  readonly ignored: string;
  /** The options import.csv has besides CsvImportQuery's, and the exports' options. */
  readonly csvImportQuery?: z.ZodObject;
  readonly exportQuery?: z.ZodObject;
  readonly csv: {
    /** import.csv's description. */
    readonly importRule: string;
    /** A document that imports on a fresh instance. */
    readonly example: string;
    /** The export's header, and what export.csv's description adds after it. */
    readonly header: readonly string[];
    readonly exportNote: string;
    /** What the reference calls a CSV body. */
    readonly document: string;
  };
  /** Which records an export holds (`active tasks`), in what order (`ordered by code`), and its download (`Every active task`). */
  readonly exports: { readonly which: string; readonly order: string; readonly download: string };
}

/** import.json, import.csv, export.json and export.csv of one resource (docs/api/exchange.md#exchange-operations). */
export function exchangeRouteSet<E extends z.ZodType, R extends z.ZodType>(s: ExchangeRouteSet<E, R>) {
  const stored = importedResponse(z.array(s.stored), `The stored ${s.plural}, in file order`);
  const csvDocument = z.string().openapi({ description: s.csv.document });
  const { exportQuery } = s;
  const imports = {
    tags: [s.tag],
    method: 'post' as const,
    access: permissionFor(s.resource, 'import'),
    expensive: true,
    errors: s.importErrors,
  };
  const exports = {
    tags: [s.tag],
    method: 'get' as const,
    access: permissionFor(s.resource, 'export'),
    expensive: true,
  };
  return {
    importJson: defineRoute({
      ...imports,
      operationId: `import${s.names.many}Json`,
      path: `${s.basePath}/import.json`,
      summary: `Import ${s.plural} from JSON: ${s.importRule}, all or nothing`,
      description: `Accepts what export.json produces: ${s.ignored}. An invalid element is a 400 naming its index (\`[3].label\`); nothing is stored.`,
      request: {
        headers: PreferHeaders,
        body: jsonBody(
          z
            .array(s.element)
            .max(MAX_IMPORT_ROWS)
            .openapi({ example: [s.elementExample] }),
        ),
      },
      responses: { 201: stored },
    }),
    importCsv: defineRoute({
      ...imports,
      operationId: `import${s.names.many}Csv`,
      path: `${s.basePath}/import.csv`,
      summary: `Import ${s.plural} from CSV: ${s.importRule}, all or nothing`,
      description: s.csv.importRule,
      request: {
        headers: PreferHeaders,
        query: s.csvImportQuery ? CsvImportQuery.extend(s.csvImportQuery.shape) : CsvImportQuery,
        body: {
          required: true,
          content: { [CSV_MEDIA_TYPE]: { schema: csvDocument, example: s.csv.example } },
        },
      },
      responses: { 201: stored },
    }),
    exportJson: defineRoute({
      ...exports,
      operationId: `export${s.names.many}Json`,
      path: `${s.basePath}/export.json`,
      summary: `Export ${s.exports.which} as JSON, ${s.exports.order}`,
      ...(exportQuery && { request: { query: exportQuery } }),
      responses: {
        200: {
          ...jsonResponse(z.array(s.exported), `${s.exports.download}, as a download`),
          headers: downloadHeaders(`${s.fileName}.json`),
        },
      },
    }),
    exportCsv: defineRoute({
      ...exports,
      operationId: `export${s.names.many}Csv`,
      path: `${s.basePath}/export.csv`,
      summary: `Export ${s.exports.which} as CSV, ${s.exports.order}`,
      description: `Header \`${s.csv.header.join(',')}\`; ${s.csv.exportNote}`,
      request: { query: exportQuery ? CsvExportQuery.extend(exportQuery.shape) : CsvExportQuery },
      responses: {
        200: {
          description: `${s.exports.download}, as a download`,
          headers: downloadHeaders(`${s.fileName}.csv`),
          content: { [CSV_MEDIA_TYPE]: { schema: csvDocument } },
        },
      },
    }),
  };
}
