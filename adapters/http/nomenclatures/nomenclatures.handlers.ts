import type { NomenclatureUseCases } from '../../../application/nomenclatures/nomenclatures.use-cases.js';
import { type HttpModule, httpModule } from '../http-module.js';
import { codedEntityHandlers } from '../records/coded.handlers.js';
import { nomenclatureRoutes } from './nomenclatures.routes.js';
import { nomenclatureResource } from './nomenclatures.schemas.js';

export function nomenclaturesHttp(useCases: NomenclatureUseCases): HttpModule {
  return httpModule(nomenclatureRoutes, codedEntityHandlers(nomenclatureResource, useCases));
}
