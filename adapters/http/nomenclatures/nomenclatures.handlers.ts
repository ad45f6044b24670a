import type { CreateNomenclatureUseCase } from '../../../application/nomenclatures/create-nomenclature.use-case.js';
import type { DeleteNomenclatureUseCase } from '../../../application/nomenclatures/delete-nomenclature.use-case.js';
import type { GetNomenclatureUseCase } from '../../../application/nomenclatures/get-nomenclature.use-case.js';
import type { ListNomenclaturesUseCase } from '../../../application/nomenclatures/list-nomenclatures.use-case.js';
import type { UpdateNomenclatureUseCase } from '../../../application/nomenclatures/update-nomenclature.use-case.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { jsonList } from '../json-list.js';
import { NOMENCLATURES_PATH, nomenclatureRoutes } from './nomenclatures.routes.js';
import { toNomenclatureResponse } from './nomenclatures.schemas.js';

export interface NomenclatureUseCases {
  readonly list: ListNomenclaturesUseCase;
  readonly get: GetNomenclatureUseCase;
  readonly create: CreateNomenclatureUseCase;
  readonly update: UpdateNomenclatureUseCase;
  readonly delete: DeleteNomenclatureUseCase;
}

function nomenclatureHandlers(useCases: NomenclatureUseCases): Handlers<typeof nomenclatureRoutes> {
  return {
    list: async (c) => jsonList(c, await useCases.list.execute(), toNomenclatureResponse, 200),
    get: async (c) =>
      c.json(toNomenclatureResponse(await useCases.get.execute(c.req.valid('param').id)), 200),
    create: async (c) => {
      const { code, label, description, parentId } = c.req.valid('json');
      const created = await useCases.create.execute({ code, label, description, parentId }, c.var.actor);
      return c.json(toNomenclatureResponse(created), 201, {
        Location: `${NOMENCLATURES_PATH}/${created.id}`,
      });
    },
    update: async (c) => {
      const { label, description, parentId, code } = c.req.valid('json');
      const changes = { label, description, parentId, code };
      const updated = await useCases.update.execute(c.req.valid('param').id, changes, c.var.actor);
      return c.json(toNomenclatureResponse(updated), 200);
    },
    delete: async (c) => {
      await useCases.delete.execute(c.req.valid('param').id);
      return c.body(null, 204);
    },
  };
}

export function nomenclaturesHttp(useCases: NomenclatureUseCases): HttpModule {
  return httpModule(nomenclatureRoutes, nomenclatureHandlers(useCases));
}
