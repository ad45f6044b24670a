import { recordRoutes } from '../records/archivable.routes.js';
import { recordListRoute } from '../records/record-list.routes.js';
import { taskCsv } from './tasks.csv.js';
import { taskListParameters } from './tasks.list.js';
import { taskExchange, taskSchemas } from './tasks.schemas.js';

/** The archivable-record routes over the task schemas, in their mount order, and the task list. */
export const taskRoutes = {
  ...recordRoutes(taskSchemas, taskCsv, taskExchange),
  list: recordListRoute(taskSchemas, taskListParameters),
};
