import type { Context } from 'hono';
import type { CodedEntityUseCases } from '../../../application/coded-entities/coded-entities.use-cases.js';
import type { UpsertCodedEntitiesUseCase } from '../../../application/coded-entities/upsert-coded-entities.use-case.js';
import { codedListing } from '../../../application/listing/coded-listing.js';
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
  CODED_ENTITY_CSV_COLUMNS,
  CODED_ENTITY_CSV_HEADER,
  codedEntityFromCsv,
  toCodedEntityCsv,
  toCodedEntityResponse,
} from './coded-entity.schemas.js';
import {
  csvBodyElements,
  csvDownload,
  indexedElements,
  jsonDownload,
} from './coded-entity-exchange.handlers.js';

/** One handler per route of codedEntityRoutes; every coded entity has the same schemas, so they are typed once. */
export function codedEntityHandlers(
  resource: CodedEntityResource,
  useCases: CodedEntityUseCases,
): Handlers<ReturnType<typeof codedEntityRoutes>> {
  const csv = { header: CODED_ENTITY_CSV_HEADER, plural: resource.plural, toCsv: toCodedEntityCsv };
  const upserted = async (
    c: Context<AppEnv>,
    elements: Parameters<UpsertCodedEntitiesUseCase['execute']>[0],
  ) => {
    const stored = await useCases.upsert.execute(elements, c.get('actor'));
    return prefersMinimal(c) ? importSummary(c, stored) : c.json(stored.map(toCodedEntityResponse), 201);
  };
  return {
    list: async (c) => {
      const params = c.req.valid('query');
      const answer = await useCases.listing.execute(listRequest(params, codedListing, codedFilter(params)));
      return answerList(c, answer, toCodedEntityResponse);
    },
    create: async (c) => {
      const { code, label, description } = c.req.valid('json');
      const created = await useCases.create.execute({ code, label, description }, c.get('actor'));
      return taggedJson(c, toCodedEntityResponse(created), 201, {
        Location: `${resource.basePath}/${created.id}`,
      });
    },
    seed: async (c) => upserted(c, indexedElements(c.req.valid('json'))),
    importJson: async (c) => upserted(c, indexedElements(c.req.valid('json'))),
    importCsv: async (c) =>
      upserted(c, await csvBodyElements(c, CODED_ENTITY_CSV_COLUMNS, codedEntityFromCsv)),
    exportJson: async (c) =>
      jsonList(c, await useCases.list.execute(), toCodedEntityResponse, 200, jsonDownload(resource.plural)),
    exportCsv: async (c) => csvDownload(c, await useCases.list.execute(), csv),
    get: async (c) =>
      conditionalJson(c, toCodedEntityResponse(await useCases.get.execute(c.req.valid('param').id))),
    update: async (c) => {
      const { label, description, code } = c.req.valid('json');
      const precondition = ifMatch(c, toCodedEntityResponse);
      const { id } = c.req.valid('param');
      const updated = await useCases.update.execute(
        id,
        { label, description, code },
        c.get('actor'),
        precondition,
      );
      return taggedJson(c, toCodedEntityResponse(updated), 200);
    },
    patch: async (c) => {
      const { id } = c.req.valid('param');
      const updated = await applyMergePatch(c, c.req.valid('json'), {
        name: resource.kindName,
        id,
        read: () => useCases.get.execute(id),
        represent: toCodedEntityResponse,
        putBody: ({ code, label, description }) => ({ code, label, description }),
        schema: resource.schemas.update,
        write: ({ label, description, code }, precondition) =>
          useCases.update.execute(id, { label, description, code }, c.get('actor'), precondition),
      });
      return taggedJson(c, toCodedEntityResponse(updated), 200);
    },
    delete: async (c) => {
      await useCases.delete.execute(
        c.req.valid('param').id,
        c.get('actor'),
        ifMatch(c, toCodedEntityResponse),
      );
      return c.body(null, 204);
    },
  };
}
