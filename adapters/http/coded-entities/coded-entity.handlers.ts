import type { Context } from 'hono';
import type { CodedEntityUseCases } from '../../../application/coded-entities/coded-entities.use-cases.js';
import type { BatchElement } from '../../../application/exchange/batch.js';
import { codedListing } from '../../../application/listing/coded-listing.js';
import type { CodedAudit, CodedEntityInput } from '../../../domain/coded-entities/coded-entity.js';
import type { AppEnv } from '../app-env.js';
import { importSummary, prefersMinimal } from '../exchange/import-answer.js';
import type { Handlers } from '../http-module.js';
import { jsonList } from '../json-list.js';
import { codedFilter } from '../listing/coded-list.parameters.js';
import { answerList } from '../listing/list-answer.js';
import { listRequest } from '../listing/list-request.js';
import { conditionalJson, ifMatch, taggedJson } from '../shared/conditional-requests.js';
import { applyMergePatch } from '../shared/merge-patch-request.js';
import type { CodedEntityResource, codedEntityRoutes } from './coded-entity.routes.js';
import {
  csvBodyElements,
  csvDownload,
  indexedElements,
  jsonDownload,
} from './coded-entity-exchange.handlers.js';

/**
 * One handler per route of codedEntityRoutes; every coded kind has schemas of the same types, so
 * they are typed once. A kind without the seed route leaves its handler unmounted.
 */
export function codedEntityHandlers<A extends CodedAudit>(
  resource: CodedEntityResource<A>,
  useCases: CodedEntityUseCases<A>,
): Handlers<ReturnType<typeof codedEntityRoutes<A, true>>> {
  const { toResponse, csv } = resource.schemas;
  const download = { header: csv.columns.all, plural: resource.plural, toCsv: csv.toCsv };
  const upserted = async (c: Context<AppEnv>, elements: readonly BatchElement<CodedEntityInput>[]) => {
    const stored = await useCases.upsert.execute(elements, c.get('actor'));
    return prefersMinimal(c) ? importSummary(c, stored) : c.json(stored.map(toResponse), 201);
  };
  return {
    list: async (c) => {
      const params = c.req.valid('query');
      const answer = await useCases.listing.execute(listRequest(params, codedListing, codedFilter(params)));
      return answerList(c, answer, toResponse);
    },
    create: async (c) => {
      const { code, label, description } = c.req.valid('json');
      const created = await useCases.create.execute({ code, label, description }, c.get('actor'));
      return taggedJson(c, toResponse(created), 201, { Location: `${resource.basePath}/${created.id}` });
    },
    seed: async (c) => upserted(c, indexedElements(c.req.valid('json'))),
    importJson: async (c) => upserted(c, indexedElements(c.req.valid('json'))),
    importCsv: async (c) => upserted(c, await csvBodyElements(c, csv.columns, csv.fromCsv)),
    exportJson: async (c) =>
      jsonList(c, await useCases.list.execute(), toResponse, 200, jsonDownload(resource.plural)),
    exportCsv: async (c) => csvDownload(c, await useCases.list.execute(), download),
    get: async (c) => conditionalJson(c, toResponse(await useCases.get.execute(c.req.valid('param').id))),
    update: async (c) => {
      const { label, description, code } = c.req.valid('json');
      const precondition = ifMatch(c, toResponse);
      const { id } = c.req.valid('param');
      const updated = await useCases.update.execute(
        id,
        { label, description, code },
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
        putBody: ({ code, label, description }) => ({ code, label, description }),
        schema: resource.schemas.update,
        write: ({ label, description, code }, precondition) =>
          useCases.update.execute(id, { label, description, code }, c.get('actor'), precondition),
      });
      return taggedJson(c, toResponse(updated), 200);
    },
    delete: async (c) => {
      await useCases.delete.execute(c.req.valid('param').id, c.get('actor'), ifMatch(c, toResponse));
      return c.body(null, 204);
    },
  };
}
