import type { TaskUseCases } from '../../../application/tasks/tasks.use-cases.js';
import { schemaFreeHandlers } from '../archivable/archivable.handlers.js';
import { withoutServerFields } from '../archivable/archivable-bodies.js';
import { csvImportElements, exportJson, storedRecords } from '../archivable/archivable-exchange.handlers.js';
import { jsonElements } from '../exchange/import-elements.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { jsonList } from '../json-list.js';
import { taskCsv } from './tasks.csv.js';
import { taskRoutes } from './tasks.routes.js';
import { taskSchemas, toTaskResponse } from './tasks.schemas.js';

function taskHandlers(useCases: TaskUseCases): Handlers<typeof taskRoutes> {
  const { seed } = useCases;
  return {
    ...schemaFreeHandlers(taskSchemas, taskCsv, useCases),
    importJson: async (c) =>
      storedRecords(c, await seed.execute(jsonElements(c.req.valid('json')), c.var.actor), toTaskResponse),
    importCsv: async (c) =>
      storedRecords(c, await seed.execute(await csvImportElements(c, taskCsv), c.var.actor), toTaskResponse),
    exportJson: async (c) => exportJson(c, useCases.export, toTaskResponse, taskSchemas.exportName),
    list: async (c) => jsonList(c, await useCases.list.execute(), toTaskResponse, 200),
    get: async (c) => c.json(toTaskResponse(await useCases.get.execute(c.req.valid('param').id)), 200),
    create: async (c) => {
      const created = await useCases.create.execute(withoutServerFields(c.req.valid('json')), c.var.actor);
      return c.json(toTaskResponse(created), 201, { Location: `${taskSchemas.basePath}/${created.id}` });
    },
    update: async (c) => {
      const body = withoutServerFields(c.req.valid('json'));
      return c.json(
        toTaskResponse(await useCases.update.execute(c.req.valid('param').id, body, c.var.actor)),
        200,
      );
    },
    seed: async (c) =>
      c.json((await seed.execute(jsonElements(c.req.valid('json')), c.var.actor)).map(toTaskResponse), 201),
  };
}

export function tasksHttp(useCases: TaskUseCases): HttpModule {
  return httpModule(taskRoutes, taskHandlers(useCases));
}
