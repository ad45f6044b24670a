import { recordRoutes } from '../archivable/archivable.routes.js';
import { taskCsv } from './tasks.csv.js';
import { taskSchemas } from './tasks.schemas.js';

/** The archivable-record routes over the task schemas, in their mount order. */
export const taskRoutes = recordRoutes(taskSchemas, taskCsv);
