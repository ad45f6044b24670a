import { codedEntityRoutes } from '../records/coded.routes.js';
import { companyResource } from './companies.schemas.js';

/** The coded-entity routes, in their mount order. */
export const companyRoutes = codedEntityRoutes(companyResource);
