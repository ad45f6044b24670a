import type { OpenAPIHono } from '@hono/zod-openapi';
import type { CreateNomenclatureUseCase } from '../../../application/nomenclatures/create-nomenclature.use-case.js';
import type { DeleteNomenclatureUseCase } from '../../../application/nomenclatures/delete-nomenclature.use-case.js';
import type { GetNomenclatureUseCase } from '../../../application/nomenclatures/get-nomenclature.use-case.js';
import type { ListNomenclaturesUseCase } from '../../../application/nomenclatures/list-nomenclatures.use-case.js';
import type { UpdateNomenclatureUseCase } from '../../../application/nomenclatures/update-nomenclature.use-case.js';
import type { AppEnv } from '../app-env.js';
import { jsonList } from '../json-list.js';
import {
  createNomenclatureRoute,
  deleteNomenclatureRoute,
  getNomenclatureRoute,
  listNomenclaturesRoute,
  NOMENCLATURES_PATH,
  updateNomenclatureRoute,
} from './nomenclatures.routes.js';
import { toNomenclatureResponse } from './nomenclatures.schemas.js';

export interface NomenclatureUseCases {
  readonly list: ListNomenclaturesUseCase;
  readonly get: GetNomenclatureUseCase;
  readonly create: CreateNomenclatureUseCase;
  readonly update: UpdateNomenclatureUseCase;
  readonly delete: DeleteNomenclatureUseCase;
}

export function nomenclatureRoutes(useCases: NomenclatureUseCases) {
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(listNomenclaturesRoute, async (c) =>
      jsonList(c, await useCases.list.execute(), toNomenclatureResponse, 200),
    );

    app.openapi(getNomenclatureRoute, async (c) =>
      c.json(toNomenclatureResponse(await useCases.get.execute(c.req.valid('param').id)), 200),
    );

    app.openapi(createNomenclatureRoute, async (c) => {
      const { code, label, description, parentId } = c.req.valid('json');
      const nomenclature = await useCases.create.execute({ code, label, description, parentId });
      return c.json(toNomenclatureResponse(nomenclature), 201, {
        Location: `${NOMENCLATURES_PATH}/${nomenclature.id}`,
      });
    });

    app.openapi(updateNomenclatureRoute, async (c) => {
      const { label, description, parentId, code } = c.req.valid('json');
      const nomenclature = await useCases.update.execute(c.req.valid('param').id, {
        label,
        description,
        parentId,
        code,
      });
      return c.json(toNomenclatureResponse(nomenclature), 200);
    });

    app.openapi(deleteNomenclatureRoute, async (c) => {
      await useCases.delete.execute(c.req.valid('param').id);
      return c.body(null, 204);
    });
  };
}
