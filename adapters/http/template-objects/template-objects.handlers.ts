import { recordListing } from '../../../application/archivable/record-listing.js';
import type { TemplateObjectUseCases } from '../../../application/template-objects/template-objects.use-cases.js';
import { TEMPLATE_OBJECT } from '../../../domain/template-objects/template-object.js';
import { schemaFreeHandlers } from '../archivable/archivable.handlers.js';
import { withoutServerFields } from '../archivable/archivable-bodies.js';
import { csvImportElements, exportJson, storedRecords } from '../archivable/archivable-exchange.handlers.js';
import { recordFilter } from '../archivable/record-list.parameters.js';
import { importSummary, prefersMinimal } from '../exchange/import-answer.js';
import { jsonElements } from '../exchange/import-elements.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { answerList } from '../listing/list-answer.js';
import { listRequest } from '../listing/list-request.js';
import { conditionalJson, ifMatch, taggedJson } from '../shared/conditional-requests.js';
import { applyMergePatch } from '../shared/merge-patch-request.js';
import { templateObjectCsv } from './template-objects.csv.js';
import { templateObjectRoutes } from './template-objects.routes.js';
import { templateObjectSchemas, toTemplateObjectResponse } from './template-objects.schemas.js';

function templateObjectHandlers(useCases: TemplateObjectUseCases): Handlers<typeof templateObjectRoutes> {
  const { seed } = useCases;
  return {
    ...schemaFreeHandlers(templateObjectSchemas, templateObjectCsv, useCases, toTemplateObjectResponse),
    importJson: async (c) =>
      storedRecords(
        c,
        await seed.execute(jsonElements(c.req.valid('json')), c.get('actor')),
        toTemplateObjectResponse,
      ),
    importCsv: async (c) =>
      storedRecords(
        c,
        await seed.execute(await csvImportElements(c, templateObjectCsv), c.get('actor')),
        toTemplateObjectResponse,
      ),
    exportJson: async (c) =>
      exportJson(c, useCases.export, toTemplateObjectResponse, templateObjectSchemas.exportName),
    list: async (c) => {
      const params = c.req.valid('query');
      const answer = await useCases.list.execute(listRequest(params, recordListing, recordFilter(params)));
      return answerList(c, answer, toTemplateObjectResponse);
    },
    get: async (c) =>
      conditionalJson(c, toTemplateObjectResponse(await useCases.get.execute(c.req.valid('param').id))),
    create: async (c) => {
      const created = await useCases.create.execute(withoutServerFields(c.req.valid('json')), c.get('actor'));
      return taggedJson(c, toTemplateObjectResponse(created), 201, {
        Location: `${templateObjectSchemas.basePath}/${created.id}`,
      });
    },
    update: async (c) => {
      const body = withoutServerFields(c.req.valid('json'));
      const precondition = ifMatch(c, toTemplateObjectResponse);
      const updated = await useCases.update.execute(
        c.req.valid('param').id,
        body,
        c.get('actor'),
        precondition,
      );
      return taggedJson(c, toTemplateObjectResponse(updated), 200);
    },
    patch: async (c) => {
      const { id } = c.req.valid('param');
      const updated = await applyMergePatch(c, c.req.valid('json'), {
        name: TEMPLATE_OBJECT.name,
        id,
        read: () => useCases.get.execute(id),
        represent: toTemplateObjectResponse,
        putBody: (record) => withoutServerFields(toTemplateObjectResponse(record)),
        schema: templateObjectSchemas.update,
        write: (body, precondition) =>
          useCases.update.execute(id, withoutServerFields(body), c.get('actor'), precondition),
      });
      return taggedJson(c, toTemplateObjectResponse(updated), 200);
    },
    seed: async (c) => {
      const stored = await seed.execute(jsonElements(c.req.valid('json')), c.get('actor'));
      return prefersMinimal(c) ? importSummary(c, stored) : c.json(stored.map(toTemplateObjectResponse), 201);
    },
  };
}

export function templateObjectsHttp(useCases: TemplateObjectUseCases): HttpModule {
  return httpModule(templateObjectRoutes, templateObjectHandlers(useCases));
}
