import type { Context } from 'hono';
import type { BatchElement } from '../../../application/exchange/batch.js';
import type { CodedFilter } from '../../../application/listing/coded-listing.js';
import type { DeletedUseCases } from '../../../application/records/coded-store.js';
import type { Actor } from '../../../application/shared/actor.js';
import type { CodedAudit } from '../../../domain/records/coded-entity.js';
import type { Fields } from '../../../domain/shared/record-kind.js';
import type { AppEnv } from '../app-env.js';
import { csvDownload, jsonDownload } from '../exchange/file-transfer.js';
import { importAnswer, type Stamped } from '../exchange/import-answer.js';
import { csvElements, indexedElements } from '../exchange/import-elements.js';
import { mapBatches, slices } from '../exchange/streamed-bodies.js';
import type { Handlers } from '../http-module.js';
import { jsonList } from '../json-list.js';
import { recordHandlers, removeHandler } from '../shared/record-handlers.js';
import { type CodedEntityResource, type codedEntityRoutes, listOf } from './coded.routes.js';
import { exchangeOf } from './coded-exchange-format.js';

/** Rows per slice of an export already in memory: each slice is converted as the client reads. */
const CSV_SLICE = 1000;

/**
 * One handler per route of codedEntityRoutes; every kind has schemas of the same types, so they
 * are typed once. A kind without the seed route leaves its handler unmounted.
 */
export function codedEntityHandlers<
  A extends CodedAudit,
  F extends Fields,
  L extends CodedFilter,
  I,
  X extends Stamped,
>(
  resource: CodedEntityResource<A, boolean, F, L, I, X>,
  useCases: Omit<DeletedUseCases<A, F, L>, 'import' | 'export'> & {
    readonly import: { execute(elements: readonly BatchElement<I>[], actor: Actor): Promise<X[]> };
    readonly export: { execute(): Promise<X[]> };
  },
): Handlers<ReturnType<typeof codedEntityRoutes<A, true, F, L, I, X>>> {
  const { toResponse, input } = resource.schemas;
  const exchange = exchangeOf(resource);
  const list = listOf(resource);
  const { csv } = exchange;
  const imported = async (c: Context<AppEnv>, elements: readonly BatchElement<I>[]) =>
    importAnswer(c, await useCases.import.execute(elements, c.get('actor')), exchange.toResponse);
  return {
    ...recordHandlers(
      {
        basePath: resource.basePath,
        kindName: resource.names.one,
        update: resource.schemas.update,
        toResponse,
        createInput: input,
        updateInput: input,
        putBody: input,
        list: { listing: list.listing, filter: list.filter, defaultSort: list.listing.defaultSort },
      },
      useCases,
    ),
    seed: async (c) => imported(c, indexedElements(c.req.valid('json'))),
    importJson: async (c) => imported(c, indexedElements(c.req.valid('json'))),
    importCsv: async (c) => imported(c, await csvElements(c, csv.columns, csv.fromCsv)),
    exportJson: async (c) =>
      jsonList(c, await useCases.export.execute(), exchange.toResponse, 200, jsonDownload(resource.plural)),
    exportCsv: async (c) => {
      const rows = mapBatches(slices(await useCases.export.execute(), CSV_SLICE), csv.toCsv);
      return csvDownload(c, csv.columns.all, rows, resource.plural);
    },
    delete: removeHandler(useCases.remove, toResponse),
  };
}
