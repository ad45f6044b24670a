import type { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ArchivableUseCases, Printable } from '../../../application/archivable/archivable.use-cases.js';
import type { PrintLayout, PrintRequest } from '../../../application/printing/print-records.use-case.js';
import type { Archivable } from '../../../domain/archivable/archivable.js';
import type { AppEnv } from '../app-env.js';
import { inlinePdf } from '../exchange/file-transfer.js';
import type { RecordCsvFormat } from '../exchange/record-csv.js';
import type { Handlers } from '../http-module.js';
import { callerOf } from '../print-limits.js';
import { ifMatch } from '../shared/conditional-requests.js';
import type { recordRoutes } from './archivable.routes.js';
import type { ArchivableSchemas } from './archivable-bodies.js';
import { exportCsv } from './archivable-exchange.handlers.js';

/** The routes whose types do not depend on the kind's body and response schemas. */
type SchemaFreeRoutes = Pick<
  ReturnType<typeof recordRoutes<z.ZodType, z.ZodType, z.ZodType>>,
  'exportCsv' | 'printAll' | 'printOne' | 'printSelected' | 'archive' | 'archiveSelected'
>;

type Names = Pick<ArchivableSchemas<z.ZodType, z.ZodType, z.ZodType>, 'noun' | 'exportName'>;

/**
 * The handlers every kind shares as they are: export.csv, the printouts and the archiving. The
 * ones that read a body or answer a record are the module's own, typed by its schemas.
 */
export function schemaFreeHandlers<I, F extends Printable>(
  names: Names,
  csv: RecordCsvFormat<I, F>,
  useCases: ArchivableUseCases<I, F>,
  /** The record's response, whose ETag If-Match names. */
  represent: (record: Archivable<F>) => object,
): Handlers<SchemaFreeRoutes> {
  const { noun, exportName } = names;
  return {
    exportCsv: async (c) => exportCsv(c, useCases.export, csv, exportName),
    printAll: async (c) => {
      const pdf = await useCases.print.all(printRequest(c, c.req.valid('query').layout));
      return c.body(pdf, 200, inlinePdf(`${exportName}.pdf`));
    },
    printOne: async (c) => {
      const { id } = c.req.valid('param');
      const pdf = await useCases.print.one(id, printRequest(c, 'record'));
      return c.body(pdf, 200, inlinePdf(`${noun.replace(/\s+/g, '-')}-${id}.pdf`));
    },
    printSelected: async (c) => {
      const request = printRequest(c, c.req.valid('query').layout);
      const pdf = await useCases.print.selected(c.req.valid('json').ids, request);
      return c.body(pdf, 200, inlinePdf(`${exportName}.pdf`));
    },
    archive: async (c) => {
      await useCases.archive.execute(c.req.valid('param').id, c.get('actor'), ifMatch(c, represent));
      return c.body(null, 204);
    },
    archiveSelected: async (c) =>
      c.json(await useCases.archiveSelected.execute(c.req.valid('json').ids, c.get('actor')), 200),
  };
}

/** The request's signal aborts when the client goes away: the render stops with it; the caller is counted as the print limits count it. */
function printRequest(c: Context<AppEnv>, layout: PrintLayout | undefined): PrintRequest {
  const actor = c.get('actor');
  return {
    layout: layout ?? 'record',
    printedBy: actor.username,
    signal: c.req.raw.signal,
    caller: callerOf(actor),
  };
}
