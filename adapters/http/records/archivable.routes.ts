import type { z } from '@hono/zod-openapi';
import { CSV_DIALECT, exchangeRouteSet } from '../exchange/exchange.routes.js';
import { describeColumns, MAX_IMPORT_ROWS } from '../exchange/file-transfer.js';
import { recordRouteSet, selectedRoute } from '../shared/record-routes.js';
import { kindListRoute, seedRoute, withAccess } from './kind.routes.js';
import type { ArchivableSchemas } from './record-bodies.js';
import { printRoutes } from './record-print.routes.js';

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

/**
 * Every route of one kind of archivable record (docs/api/tasks.md#task-operations), in mount
 * order: import, export and print first, since the `{id}` routes would claim `export.json` and
 * `print.pdf` with a 400; the list over the kind's parameters last.
 */
export function recordRoutes<
  C extends z.ZodType,
  U extends z.ZodType,
  R extends z.ZodType,
  Q extends z.ZodObject,
  E extends z.ZodType = C,
>(s: ArchivableSchemas<C, U, R>, query: Q, extras?: ExchangeExtras<E>) {
  const { csv } = s;
  const subject = withAccess(s);
  const {
    create,
    get,
    update,
    patch,
    delete: archive,
  } = recordRouteSet({
    ...subject,
    schemas: s,
    create: { location: `URL of the new ${s.noun}` },
    get: `Read one active ${s.noun}`,
    update: {
      summary: `Replace the mutable fields of a ${s.noun}`,
      description:
        'A stale writer (the record changed or was archived since it was read) gets 409; with If-Match, a record that no longer has that entity tag is a 412.',
      errors: [404, 409, 412],
    },
    patch: {
      summary: `Change some fields of a ${s.noun} (JSON Merge Patch)`,
      description:
        'The patch is applied to the stored fields and the result is checked and written as a PUT body; null resets a field to its PUT default. With If-Match, a record that no longer has that entity tag is a 412.',
      errors: [404, 409, 412],
    },
    delete: {
      operationId: `archive${s.names.one}`,
      summary: `Archive a ${s.noun}`,
      description: 'With If-Match, a record that no longer has that entity tag is a 412 and stays active.',
      errors: [404, 412],
      done: 'Archived',
    },
  });
  return {
    ...exchangeRouteSet({
      ...s,
      plural: `${s.noun}s`,
      fileName: s.exportName,
      element: (extras?.importElement ?? s.create) as E,
      elementExample: s.example,
      stored: s.response,
      exported: extras?.exportElement ?? s.response,
      importRule: 'upsert by code',
      importErrors: [409, 413],
      ignored: 'server-owned fields are ignored',
      csvImportQuery: extras?.csvImportQuery,
      exportQuery: extras?.exportQuery,
      csv: {
        importRule: `${CSV_DIALECT}, ${describeColumns(csv.columns)}; id, createdDate and lastModifiedDate are ignored. At most ${MAX_IMPORT_ROWS} rows. An invalid row is a 400 naming its line (\`line 4: status\`); nothing is stored.`,
        example: csv.example,
        header: csv.header,
        exportNote: 'no audit actors.',
        document: 'The CSV document',
      },
      exports: { which: `active ${s.noun}s`, order: 'ordered by code', download: `Every active ${s.noun}` },
    }),
    ...printRoutes(s),
    get,
    create,
    update,
    patch,
    archive,
    archiveSelected: selectedRoute(subject, {
      operationId: `archiveSelected${s.names.many}`,
      summary: `Archive the selected ${s.noun}s in one transaction`,
      done: 'Archived IDs, and the unknown or already archived ones',
    }),
    seed: seedRoute(s, {
      plural: `${s.noun}s`,
      element: s.create,
      example: s.example,
      stored: s.response,
      errors: [409],
    }),
    list: kindListRoute(s, { plural: `active ${s.noun}s`, order: 'code', response: s.response, query }),
  };
}
