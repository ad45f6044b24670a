import { recordRoutes } from '../records/archivable.routes.js';
import { templateObjectListParameters } from './template-objects.list.js';
import { templateObjectSchemas } from './template-objects.schemas.js';

/** The archivable-record routes over the template-object schemas and list parameters, in their mount order. */
export const templateObjectRoutes = recordRoutes(templateObjectSchemas, templateObjectListParameters);
