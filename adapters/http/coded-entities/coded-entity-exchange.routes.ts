import { type RouteConfig, z } from '@hono/zod-openapi';
import { permissionFor, type Resource } from '../../../domain/access/permission.js';
import type { CsvColumns } from '../../csv/csv-codec.js';
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
import { defineRoute, jsonBody, jsonResponse } from '../openapi/common.js';

/** What the import and export routes of one resource need to know. */
export interface ExchangeSchemas<E extends z.ZodType, R extends z.ZodType> {
  /** e.g. `/api/v1/badge` */
  readonly basePath: string;
  /** What its permissions are named after (docs/api/access.md#permissions). */
  readonly resource: Resource;
  /** OpenAPI tag, e.g. `Badges` */
  readonly tag: string;
  /** Plural noun for summaries and the export file names, e.g. `badges` */
  readonly plural: string;
  /** Its operation IDs' plural noun, e.g. `Badges` (`importBadgesCsv`). */
  readonly pluralName: string;
  /** One element of an import: the create body. */
  readonly element: E;
  /** Swagger UI's examples: an element, and a CSV document, that import on a fresh instance. */
  readonly elementExample: unknown;
  readonly csvExample: string;
  readonly response: R;
  /** The export's header, and what an import's header may name. */
  readonly csvColumns: CsvColumns;
  /** How an import treats existing data, e.g. `upsert by code`. */
  readonly importRule: string;
  /** Error statuses an import may answer besides 400 and the common ones; 413 by default. */
  readonly importErrors?: readonly number[];
}

const CsvDocument = z.string().openapi({ description: 'The CSV document (RFC 4180, UTF-8)' });

/** import.json, import.csv, export.json and export.csv of one resource (docs/api/exchange.md#exchange-operations). */
export function exchangeRoutes<E extends z.ZodType, R extends z.ZodType>(s: ExchangeSchemas<E, R>) {
  const list = z.array(s.response);
  const common = { tags: [s.tag] } satisfies Partial<RouteConfig>;
  const header = `\`${s.csvColumns.all.join(',')}\``;
  return {
    importJson: defineRoute({
      ...common,
      method: 'post',
      operationId: `import${s.pluralName}Json`,
      path: `${s.basePath}/import.json`,
      summary: `Import ${s.plural} from JSON: ${s.importRule}, all or nothing`,
      description:
        'Accepts what export.json produces: id, createdDate and lastModifiedDate are ignored. An invalid element is a 400 naming its index (`[3].label`); nothing is stored.',
      access: permissionFor(s.resource, 'import'),
      expensive: true,
      errors: s.importErrors ?? [413],
      request: {
        headers: PreferHeaders,
        body: jsonBody(
          z
            .array(s.element)
            .max(MAX_IMPORT_ROWS)
            .openapi({ example: [s.elementExample] }),
        ),
      },
      responses: { 201: importedResponse(list, `The stored ${s.plural}, in file order`) },
    }),
    importCsv: defineRoute({
      ...common,
      method: 'post',
      operationId: `import${s.pluralName}Csv`,
      path: `${s.basePath}/import.csv`,
      summary: `Import ${s.plural} from CSV: ${s.importRule}, all or nothing`,
      description: `Content-Type \`text/csv\`, RFC 4180, UTF-8 (a leading BOM is accepted; Windows-1252 when the content type declares it), comma separated (semicolons with \`delimiter=;\`), ${describeColumns(s.csvColumns)}; id, createdDate and lastModifiedDate are ignored, an empty optional cell is null. At most ${MAX_IMPORT_ROWS} rows. An invalid row is a 400 naming its line (\`line 4: label\`); nothing is stored.`,
      access: permissionFor(s.resource, 'import'),
      expensive: true,
      errors: s.importErrors ?? [413],
      request: {
        headers: PreferHeaders,
        query: CsvImportQuery,
        body: {
          required: true,
          content: { [CSV_MEDIA_TYPE]: { schema: CsvDocument, example: s.csvExample } },
        },
      },
      responses: { 201: importedResponse(list, `The stored ${s.plural}, in file order`) },
    }),
    exportJson: defineRoute({
      ...common,
      method: 'get',
      operationId: `export${s.pluralName}Json`,
      path: `${s.basePath}/export.json`,
      summary: `Export every one of the ${s.plural} as JSON, in list order`,
      access: permissionFor(s.resource, 'export'),
      expensive: true,
      responses: {
        200: {
          ...jsonResponse(list, `Every one of the ${s.plural}, as a download`),
          headers: downloadHeaders(`${s.plural}.json`),
        },
      },
    }),
    exportCsv: defineRoute({
      ...common,
      method: 'get',
      operationId: `export${s.pluralName}Csv`,
      path: `${s.basePath}/export.csv`,
      summary: `Export every one of the ${s.plural} as CSV, in list order`,
      description: `Header ${header}; an empty cell is null.`,
      access: permissionFor(s.resource, 'export'),
      expensive: true,
      request: { query: CsvExportQuery },
      responses: {
        200: {
          description: `Every one of the ${s.plural}, as a download`,
          headers: downloadHeaders(`${s.plural}.csv`),
          content: { [CSV_MEDIA_TYPE]: { schema: CsvDocument } },
        },
      },
    }),
  };
}
