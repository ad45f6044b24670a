import { codedEntityRoutes } from '../records/coded.routes.js';
import { contactResource } from './contacts.schemas.js';

/** The coded-entity routes without the seed, in their mount order (docs/api/badges.md#contact-operations). */
export const contactRoutes = codedEntityRoutes(contactResource);
