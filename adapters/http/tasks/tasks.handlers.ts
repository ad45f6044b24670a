import { taskListing } from '../../../application/tasks/task-listing.js';
import type { TaskUseCases } from '../../../application/tasks/tasks.use-cases.js';
import { TASK } from '../../../domain/tasks/task.js';
import { schemaFreeHandlers } from '../archivable/archivable.handlers.js';
import { withoutServerFields } from '../archivable/archivable-bodies.js';
import {
  csvImportElements,
  exportCsv,
  exportJson,
  storedRecords,
} from '../archivable/archivable-exchange.handlers.js';
import { importSummary, prefersMinimal } from '../exchange/import-answer.js';
import { jsonElements } from '../exchange/import-elements.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { answerList } from '../listing/list-answer.js';
import { listRequest } from '../listing/list-request.js';
import { conditionalJson, ifMatch, taggedJson } from '../shared/conditional-requests.js';
import { applyMergePatch } from '../shared/merge-patch-request.js';
import { TASK_WITH_CODES_CSV_COLUMNS, taskCsv, taskWithCodesCsv } from './tasks.csv.js';
import { taskFilter } from './tasks.list.js';
import { taskRoutes } from './tasks.routes.js';
import { taskSchemas, toTaskResponse, toTaskWithCodesResponse } from './tasks.schemas.js';

function taskHandlers(useCases: TaskUseCases): Handlers<typeof taskRoutes> {
  const { seed } = useCases;
  const { exportName } = taskSchemas;
  return {
    ...schemaFreeHandlers(taskSchemas, taskCsv, useCases, toTaskResponse),
    importJson: async (c) =>
      storedRecords(
        c,
        await useCases.import.execute(jsonElements(c.req.valid('json')), c.get('actor')),
        toTaskResponse,
      ),
    importCsv: async (c) =>
      storedRecords(
        c,
        await useCases.import.execute(
          await csvImportElements(
            c,
            taskCsv,
            c.req.query('codes') === 'true' ? TASK_WITH_CODES_CSV_COLUMNS : taskCsv.columns,
          ),
          c.get('actor'),
        ),
        toTaskResponse,
      ),
    exportJson: async (c) =>
      c.req.query('codes') === 'true'
        ? exportJson(c, useCases.exportWithCodes, toTaskWithCodesResponse, exportName)
        : exportJson(c, useCases.export, toTaskResponse, exportName),
    exportCsv: async (c) =>
      c.req.query('codes') === 'true'
        ? exportCsv(c, useCases.exportWithCodes, taskWithCodesCsv, exportName)
        : exportCsv(c, useCases.export, taskCsv, exportName),
    list: async (c) => {
      const params = c.req.valid('query');
      const answer = await useCases.list.execute(listRequest(params, taskListing, taskFilter(params)));
      return answerList(c, answer, toTaskResponse);
    },
    get: async (c) => conditionalJson(c, toTaskResponse(await useCases.get.execute(c.req.valid('param').id))),
    create: async (c) => {
      const created = await useCases.create.execute(withoutServerFields(c.req.valid('json')), c.get('actor'));
      return taggedJson(c, toTaskResponse(created), 201, {
        Location: `${taskSchemas.basePath}/${created.id}`,
      });
    },
    update: async (c) => {
      const body = withoutServerFields(c.req.valid('json'));
      const precondition = ifMatch(c, toTaskResponse);
      const updated = await useCases.update.execute(
        c.req.valid('param').id,
        body,
        c.get('actor'),
        precondition,
      );
      return taggedJson(c, toTaskResponse(updated), 200);
    },
    patch: async (c) => {
      const { id } = c.req.valid('param');
      const updated = await applyMergePatch(c, c.req.valid('json'), {
        name: TASK.name,
        id,
        read: () => useCases.get.execute(id),
        represent: toTaskResponse,
        putBody: (task) => withoutServerFields(toTaskResponse(task)),
        schema: taskSchemas.update,
        write: (body, precondition) =>
          useCases.update.execute(id, withoutServerFields(body), c.get('actor'), precondition),
      });
      return taggedJson(c, toTaskResponse(updated), 200);
    },
    seed: async (c) => {
      const stored = await seed.execute(jsonElements(c.req.valid('json')), c.get('actor'));
      return prefersMinimal(c) ? importSummary(c, stored) : c.json(stored.map(toTaskResponse), 201);
    },
  };
}

export function tasksHttp(useCases: TaskUseCases): HttpModule {
  return httpModule(taskRoutes, taskHandlers(useCases));
}
