import { recordRoutes } from '../records/archivable.routes.js';
import { recordListRoute } from '../records/record-list.routes.js';
import { templateObjectCsv } from './template-objects.csv.js';
import { templateObjectListParameters } from './template-objects.list.js';
import { templateObjectSchemas } from './template-objects.schemas.js';

/** The archivable-record routes over the template-object schemas, in their mount order, and their list. */
export const templateObjectRoutes = {
  ...recordRoutes(templateObjectSchemas, templateObjectCsv),
  list: recordListRoute(templateObjectSchemas, templateObjectListParameters),
};
