import { codedEntityRoutes } from '../coded-entities/coded-entity.routes.js';
import { companyResource } from './companies.schemas.js';

/** The coded-entity routes, in their mount order. */
export const companyRoutes = codedEntityRoutes(companyResource);
