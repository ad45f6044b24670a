import type { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { PrintLayout, PrintRequest } from '../../../application/printing/print-records.use-case.js';
import type { ArchivedUseCases, Printable } from '../../../application/records/archivable-store.js';
import type { Archivable, WithCode } from '../../../domain/records/archivable.js';
import type { AppEnv } from '../app-env.js';
import { inlinePdf } from '../exchange/file-transfer.js';
import { importAnswer } from '../exchange/import-answer.js';
import { csvElements, indexedElements } from '../exchange/import-elements.js';
import type { RecordCsvFormat } from '../exchange/record-csv.js';
import type { Handlers } from '../http-module.js';
import { callerOf } from '../print-limits.js';
import { type RecordList, recordHandlers, removeHandler, type Validated } from '../shared/record-handlers.js';
import type { recordRoutes } from './archivable.routes.js';
import { type ArchivableSchemas, type ServerFields, withoutServerFields } from './record-bodies.js';
import { exportCsv, exportJson, storedRecords } from './record-exchange.handlers.js';

/** The routes whose types do not depend on the kind's body and response schemas. */
type SchemaFreeRoutes = Pick<
  ReturnType<typeof recordRoutes<z.ZodType, z.ZodType, z.ZodType, z.ZodObject>>,
  'exportCsv' | 'printAll' | 'printOne' | 'printSelected' | 'archive' | 'archiveSelected'
>;

/** A create body as the use cases take it, and a PUT body: the code may be left out. */
type CreateBody<I> = WithCode<I> & ServerFields;
type UpdateBody<I> = I & { readonly code?: string } & ServerFields;

/** One kind of archivable record over HTTP: its schemas' words, its CSV, its response and its list. */
export interface ArchivableResource<I, F extends Printable, R extends object, Q, K extends string, L>
  extends Pick<
    ArchivableSchemas<z.ZodType, z.ZodType<UpdateBody<I>>, z.ZodType>,
    'basePath' | 'noun' | 'kindName' | 'exportName' | 'update'
  > {
  readonly csv: RecordCsvFormat<I, F>;
  toResponse(record: Archivable<F>): R;
  readonly list: RecordList<Q, K, L>;
}

/**
 * A body without the server-owned fields a client may send back: those are optional in `B`,
 * so what is left is still a `B`.
 */
const input = <B extends ServerFields>(body: B) => withoutServerFields(body) as B;

/**
 * One handler per route of recordRoutes. Imports are seeds from a file: a kind
 * whose import says more (tasks name references by code) replaces those handlers.
 */
export function archivableHandlers<I, F extends Printable, R extends object, Q, K extends string, L>(
  resource: ArchivableResource<I, F, R, Q, K, L>,
  useCases: ArchivedUseCases<I, F, K, L>,
) {
  const { csv, toResponse, noun, exportName } = resource;
  const seeded = async (c: Context<AppEnv>, bodies: readonly CreateBody<I>[]) =>
    useCases.import.execute(indexedElements(bodies.map(input)), c.get('actor'));
  const schemaFree: Handlers<SchemaFreeRoutes> = {
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
    archive: removeHandler(useCases.remove, toResponse),
    archiveSelected: async (c) =>
      c.json(await useCases.archiveSelected.execute(c.req.valid('json').ids, c.get('actor')), 200),
  };
  return {
    ...schemaFree,
    ...recordHandlers(
      {
        basePath: resource.basePath,
        kindName: resource.kindName,
        update: resource.update,
        toResponse,
        createInput: (body: CreateBody<I>) => input(body),
        updateInput: input,
        putBody: (record) => withoutServerFields(toResponse(record)),
        list: resource.list,
      },
      useCases,
    ),
    seed: async (c: Validated<{ json: readonly CreateBody<I>[] }>) =>
      importAnswer(c, await seeded(c, c.req.valid('json')), toResponse),
    importJson: async (c: Validated<{ json: readonly CreateBody<I>[] }>) =>
      storedRecords(c, await seeded(c, c.req.valid('json')), toResponse),
    importCsv: async (c: Context<AppEnv>) => {
      const elements = await csvElements(c, csv.columns, csv.toInput);
      return storedRecords(c, await useCases.import.execute(elements, c.get('actor')), toResponse);
    },
    exportJson: async (c: Context<AppEnv>) => exportJson(c, useCases.export, toResponse, exportName),
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
