import type { Context } from 'hono';
import type { CodedEntityUseCases } from '../../../application/coded-entities/coded-entities.use-cases.js';
import type { BatchElement } from '../../../application/exchange/batch.js';
import type { CodedFilter } from '../../../application/listing/coded-listing.js';
import type { CodedAudit } from '../../../domain/coded-entities/coded-entity.js';
import type { Instant } from '../../../domain/shared/instant.js';
import type { Fields } from '../../../domain/shared/record-kind.js';
import type { AppEnv } from '../app-env.js';
import { importSummary, prefersMinimal } from '../exchange/import-answer.js';
import { indexedElements } from '../exchange/import-elements.js';
import type { Handlers } from '../http-module.js';
import { jsonList } from '../json-list.js';
import { answerList } from '../listing/list-answer.js';
import { listRequest } from '../listing/list-request.js';
import { conditionalJson, ifMatch, taggedJson } from '../shared/conditional-requests.js';
import { applyMergePatch } from '../shared/merge-patch-request.js';
import { type CodedEntityResource, type codedEntityRoutes, listOf } from './coded-entity.routes.js';
import { csvBodyElements, csvDownload, jsonDownload } from './coded-entity-exchange.handlers.js';
import { exchangeOf } from './coded-exchange-format.js';

/** A row an import stored: written now, or changed now if it existed (docs/api/exchange.md#import-answers). */
interface Stamped {
  readonly createdAt: Instant;
  readonly updatedAt: Instant;
}

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
  useCases: CodedEntityUseCases<A, F, L, I, X>,
): Handlers<ReturnType<typeof codedEntityRoutes<A, true, F, L, I, X>>> {
  const { toResponse, input } = resource.schemas;
  const exchange = exchangeOf(resource);
  const list = listOf(resource);
  const { csv } = exchange;
  const download = { header: csv.columns.all, plural: resource.plural, toCsv: csv.toCsv };
  const imported = async (c: Context<AppEnv>, elements: readonly BatchElement<I>[]) => {
    const stored = await useCases.import.execute(elements, c.get('actor'));
    return prefersMinimal(c) ? importSummary(c, stored) : c.json(stored.map(exchange.toResponse), 201);
  };
  return {
    list: async (c) => {
      const params = c.req.valid('query');
      const request = listRequest(params, list.listing, list.filter(params), list.listing.defaultSort);
      return answerList(c, await useCases.list.execute(request), toResponse);
    },
    create: async (c) => {
      const created = await useCases.create.execute(input(c.req.valid('json')), c.get('actor'));
      return taggedJson(c, toResponse(created), 201, { Location: `${resource.basePath}/${created.id}` });
    },
    seed: async (c) => imported(c, indexedElements(c.req.valid('json'))),
    importJson: async (c) => imported(c, indexedElements(c.req.valid('json'))),
    importCsv: async (c) => imported(c, await csvBodyElements(c, csv.columns, csv.fromCsv)),
    exportJson: async (c) =>
      jsonList(c, await useCases.export.execute(), exchange.toResponse, 200, jsonDownload(resource.plural)),
    exportCsv: async (c) => csvDownload(c, await useCases.export.execute(), download),
    get: async (c) => conditionalJson(c, toResponse(await useCases.get.execute(c.req.valid('param').id))),
    update: async (c) => {
      const precondition = ifMatch(c, toResponse);
      const { id } = c.req.valid('param');
      const updated = await useCases.update.execute(
        id,
        input(c.req.valid('json')),
        c.get('actor'),
        precondition,
      );
      return taggedJson(c, toResponse(updated), 200);
    },
    patch: async (c) => {
      const { id } = c.req.valid('param');
      const updated = await applyMergePatch(c, c.req.valid('json'), {
        name: resource.kindName,
        id,
        read: () => useCases.get.execute(id),
        represent: toResponse,
        putBody: (current) => input(current),
        schema: resource.schemas.update,
        write: (body, precondition) => useCases.update.execute(id, input(body), c.get('actor'), precondition),
      });
      return taggedJson(c, toResponse(updated), 200);
    },
    delete: async (c) => {
      await useCases.delete.execute(c.req.valid('param').id, c.get('actor'), ifMatch(c, toResponse));
      return c.body(null, 204);
    },
  };
}
