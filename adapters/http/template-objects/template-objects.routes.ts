import { recordRoutes } from '../records/archivable.routes.js';
import { recordListParameters } from '../records/record-list.parameters.js';
import { templateObjectSchemas } from './template-objects.schemas.js';

/** The archivable-record routes over the template-object schemas, in their mount order; the list takes the record parameters. */
export const templateObjectRoutes = recordRoutes(templateObjectSchemas, recordListParameters({}));
