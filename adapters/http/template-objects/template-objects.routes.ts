import { recordRoutes } from '../archivable/archivable.routes.js';
import { templateObjectCsv } from './template-objects.csv.js';
import { templateObjectSchemas } from './template-objects.schemas.js';

/** The archivable-record routes over the template-object schemas, in their mount order. */
export const templateObjectRoutes = recordRoutes(templateObjectSchemas, templateObjectCsv);
