import { codedEntityRoutes } from '../records/coded.routes.js';
import { nomenclatureResource } from './nomenclatures.schemas.js';

/** The coded-entity routes without the seed, in their mount order (docs/api/taxonomy.md). */
export const nomenclatureRoutes = codedEntityRoutes(nomenclatureResource);
