import { recordListing } from '../../../application/records/record-listing.js';
import type { TemplateObjectUseCases } from '../../../application/template-objects/template-objects.use-cases.js';
import { type HttpModule, httpModule } from '../http-module.js';
import { archivableHandlers } from '../records/archivable.handlers.js';
import { recordFilter } from '../records/record-list.parameters.js';
import { templateObjectRoutes } from './template-objects.routes.js';
import { templateObjectSchemas } from './template-objects.schemas.js';

/** Template objects have the kernel's handlers as they are: an import is a seed from a file. */
export function templateObjectsHttp(useCases: TemplateObjectUseCases): HttpModule {
  const resource = { ...templateObjectSchemas, list: { listing: recordListing, filter: recordFilter } };
  return httpModule(templateObjectRoutes, archivableHandlers(resource, useCases));
}
