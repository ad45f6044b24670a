import type { TemplateObjectUseCases } from '../../../application/template-objects/template-objects.use-cases.js';
import { schemaFreeHandlers } from '../archivable/archivable.handlers.js';
import { withoutServerFields } from '../archivable/archivable-bodies.js';
import { csvImportElements, exportJson, storedRecords } from '../archivable/archivable-exchange.handlers.js';
import { jsonElements } from '../exchange/import-elements.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { jsonList } from '../json-list.js';
import { templateObjectCsv } from './template-objects.csv.js';
import { templateObjectRoutes } from './template-objects.routes.js';
import { templateObjectSchemas, toTemplateObjectResponse } from './template-objects.schemas.js';

function templateObjectHandlers(useCases: TemplateObjectUseCases): Handlers<typeof templateObjectRoutes> {
  const { seed } = useCases;
  return {
    ...schemaFreeHandlers(templateObjectSchemas, templateObjectCsv, useCases),
    importJson: async (c) =>
      storedRecords(
        c,
        await seed.execute(jsonElements(c.req.valid('json')), c.var.actor),
        toTemplateObjectResponse,
      ),
    importCsv: async (c) =>
      storedRecords(
        c,
        await seed.execute(await csvImportElements(c, templateObjectCsv), c.var.actor),
        toTemplateObjectResponse,
      ),
    exportJson: async (c) =>
      exportJson(c, useCases.export, toTemplateObjectResponse, templateObjectSchemas.exportName),
    list: async (c) => jsonList(c, await useCases.list.execute(), toTemplateObjectResponse, 200),
    get: async (c) =>
      c.json(toTemplateObjectResponse(await useCases.get.execute(c.req.valid('param').id)), 200),
    create: async (c) => {
      const created = await useCases.create.execute(withoutServerFields(c.req.valid('json')), c.var.actor);
      return c.json(toTemplateObjectResponse(created), 201, {
        Location: `${templateObjectSchemas.basePath}/${created.id}`,
      });
    },
    update: async (c) => {
      const body = withoutServerFields(c.req.valid('json'));
      return c.json(
        toTemplateObjectResponse(await useCases.update.execute(c.req.valid('param').id, body, c.var.actor)),
        200,
      );
    },
    seed: async (c) =>
      c.json(
        (await seed.execute(jsonElements(c.req.valid('json')), c.var.actor)).map(toTemplateObjectResponse),
        201,
      ),
  };
}

export function templateObjectsHttp(useCases: TemplateObjectUseCases): HttpModule {
  return httpModule(templateObjectRoutes, templateObjectHandlers(useCases));
}
