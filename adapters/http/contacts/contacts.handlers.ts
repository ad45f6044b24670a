import type { ContactUseCases } from '../../../application/contacts/contacts.use-cases.js';
import { type HttpModule, httpModule } from '../http-module.js';
import { codedEntityHandlers } from '../records/coded.handlers.js';
import { contactRoutes } from './contacts.routes.js';
import { contactResource } from './contacts.schemas.js';

export function contactsHttp(useCases: ContactUseCases): HttpModule {
  return httpModule(contactRoutes, codedEntityHandlers(contactResource, useCases));
}
