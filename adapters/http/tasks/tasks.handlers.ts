import type { Context } from 'hono';
import { taskListing } from '../../../application/tasks/task-listing.js';
import type { TaskUseCases } from '../../../application/tasks/tasks.use-cases.js';
import { csvElements, jsonElements } from '../exchange/import-elements.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { archivableHandlers } from '../records/archivable.handlers.js';
import { exportCsv, exportJson, storedRecords } from '../records/record-exchange.handlers.js';
import { TASK_WITH_CODES_CSV_COLUMNS, taskCsv, taskWithCodesCsv } from './tasks.csv.js';
import { taskFilter } from './tasks.list.js';
import { taskRoutes } from './tasks.routes.js';
import { taskSchemas, toTaskResponse, toTaskWithCodesResponse } from './tasks.schemas.js';

const taskResource = { ...taskSchemas, list: { listing: taskListing, filter: taskFilter } };

/** `?codes=true`: references by code too (docs/api/exchange.md#references-by-code). */
const byCode = (c: Context) => c.req.query('codes') === 'true';

/** The kernel's handlers, but imports and exports that name references by code. */
function taskHandlers(useCases: TaskUseCases): Handlers<typeof taskRoutes> {
  const { exportName } = taskSchemas;
  return {
    ...archivableHandlers(taskResource, useCases),
    importJson: async (c) =>
      storedRecords(
        c,
        await useCases.importWithCodes.execute(jsonElements(c.req.valid('json')), c.get('actor')),
        toTaskResponse,
      ),
    importCsv: async (c) => {
      const columns = byCode(c) ? TASK_WITH_CODES_CSV_COLUMNS : taskCsv.columns;
      const elements = await csvElements(c, columns, taskCsv.toInput);
      return storedRecords(
        c,
        await useCases.importWithCodes.execute(elements, c.get('actor')),
        toTaskResponse,
      );
    },
    exportJson: async (c) =>
      byCode(c)
        ? exportJson(c, useCases.exportWithCodes, toTaskWithCodesResponse, exportName)
        : exportJson(c, useCases.export, toTaskResponse, exportName),
    exportCsv: async (c) =>
      byCode(c)
        ? exportCsv(c, useCases.exportWithCodes, taskWithCodesCsv, exportName)
        : exportCsv(c, useCases.export, taskCsv, exportName),
  };
}

export function tasksHttp(useCases: TaskUseCases): HttpModule {
  return httpModule(taskRoutes, taskHandlers(useCases));
}
