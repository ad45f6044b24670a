import { codedEntityRoutes } from '../records/coded.routes.js';
import { tagResource } from './tags.schemas.js';

/** The coded-entity routes without the seed, in their mount order (docs/api/taxonomy.md). */
export const tagRoutes = codedEntityRoutes(tagResource);
