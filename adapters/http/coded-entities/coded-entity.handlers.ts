import type { OpenAPIHono } from '@hono/zod-openapi';
import type { CreateCodedEntityUseCase } from '../../../application/coded-entities/create-coded-entity.use-case.js';
import type { DeleteCodedEntityUseCase } from '../../../application/coded-entities/delete-coded-entity.use-case.js';
import type {
  GetCodedEntityUseCase,
  ListCodedEntitiesUseCase,
} from '../../../application/coded-entities/read-coded-entities.use-case.js';
import type { UpdateCodedEntityUseCase } from '../../../application/coded-entities/update-coded-entity.use-case.js';
import type { UpsertCodedEntitiesUseCase } from '../../../application/coded-entities/upsert-coded-entities.use-case.js';
import type { AppEnv } from '../app-env.js';
import { jsonList } from '../json-list.js';
import { type CodedEntityResource, codedEntityRoutes } from './coded-entity.routes.js';
import {
  CODED_ENTITY_CSV_HEADER,
  codedEntityFromCsv,
  toCodedEntityCsv,
  toCodedEntityResponse,
} from './coded-entity.schemas.js';
import { exchangeRouter } from './coded-entity-exchange.handlers.js';

export interface CodedEntityUseCases {
  readonly list: ListCodedEntitiesUseCase;
  readonly get: GetCodedEntityUseCase;
  readonly create: CreateCodedEntityUseCase;
  readonly update: UpdateCodedEntityUseCase;
  readonly delete: DeleteCodedEntityUseCase;
  /** Seed and both imports. */
  readonly upsert: UpsertCodedEntitiesUseCase;
}

/**
 * Handlers of a coded entity's routes. The fixed paths (seed, import.*, export.*) are mounted
 * before `/{id}`: Hono tries routes in the order they were added, and `export.json` would
 * otherwise reach the `{id}` validator and be a 400.
 */
export function codedEntityRouter(resource: CodedEntityResource, useCases: CodedEntityUseCases) {
  const routes = codedEntityRoutes(resource);
  const exchange = exchangeRouter(
    {
      ...resource,
      element: resource.schemas.create,
      response: resource.schemas.response,
      csvHeader: CODED_ENTITY_CSV_HEADER,
      importRule: 'upsert by code',
      fromCsv: codedEntityFromCsv,
      toCsv: toCodedEntityCsv,
      toResponse: toCodedEntityResponse,
    },
    { import: (elements) => useCases.upsert.execute(elements), list: () => useCases.list.execute() },
  );
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(routes.list, async (c) =>
      jsonList(c, await useCases.list.execute(), toCodedEntityResponse, 200),
    );

    app.openapi(routes.create, async (c) => {
      const { code, label, description } = c.req.valid('json');
      const created = await useCases.create.execute({ code, label, description });
      return c.json(toCodedEntityResponse(created), 201, { Location: `${resource.basePath}/${created.id}` });
    });

    app.openapi(routes.seed, async (c) => {
      const elements = c.req.valid('json').map((input, index) => ({ input, path: `[${index}].` }));
      return c.json((await useCases.upsert.execute(elements)).map(toCodedEntityResponse), 201);
    });

    exchange(app);

    app.openapi(routes.get, async (c) =>
      c.json(toCodedEntityResponse(await useCases.get.execute(c.req.valid('param').id)), 200),
    );

    app.openapi(routes.update, async (c) => {
      const { label, description, code } = c.req.valid('json');
      const updated = await useCases.update.execute(c.req.valid('param').id, { label, description, code });
      return c.json(toCodedEntityResponse(updated), 200);
    });

    app.openapi(routes.delete, async (c) => {
      await useCases.delete.execute(c.req.valid('param').id);
      return c.body(null, 204);
    });
  };
}
