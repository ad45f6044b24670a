import { recordRoutes } from '../records/archivable.routes.js';
import { taskListParameters } from './tasks.list.js';
import { taskExchange, taskSchemas } from './tasks.schemas.js';

/** The archivable-record routes over the task schemas and list parameters, in their mount order. */
export const taskRoutes = recordRoutes(taskSchemas, taskListParameters, taskExchange);
