import type { TagUseCases } from '../../../application/tags/tags.use-cases.js';
import { type HttpModule, httpModule } from '../http-module.js';
import { codedEntityHandlers } from '../records/coded.handlers.js';
import { tagRoutes } from './tags.routes.js';
import { tagResource } from './tags.schemas.js';

export function tagsHttp(useCases: TagUseCases): HttpModule {
  return httpModule(tagRoutes, codedEntityHandlers(tagResource, useCases));
}
