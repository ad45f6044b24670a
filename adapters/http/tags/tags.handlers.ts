import type { OpenAPIHono } from '@hono/zod-openapi';
import type { CreateTagUseCase } from '../../../application/tags/create-tag.use-case.js';
import type { DeleteTagUseCase } from '../../../application/tags/delete-tag.use-case.js';
import type { GetTagUseCase } from '../../../application/tags/get-tag.use-case.js';
import type { ListTagsUseCase } from '../../../application/tags/list-tags.use-case.js';
import type { UpdateTagUseCase } from '../../../application/tags/update-tag.use-case.js';
import type { AppEnv } from '../app-env.js';
import { jsonList } from '../json-list.js';
import {
  createTagRoute,
  deleteTagRoute,
  getTagRoute,
  listTagsRoute,
  TAGS_PATH,
  updateTagRoute,
} from './tags.routes.js';
import { toTagResponse } from './tags.schemas.js';

export interface TagUseCases {
  readonly list: ListTagsUseCase;
  readonly get: GetTagUseCase;
  readonly create: CreateTagUseCase;
  readonly update: UpdateTagUseCase;
  readonly delete: DeleteTagUseCase;
}

export function tagRoutes(useCases: TagUseCases) {
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(listTagsRoute, async (c) => jsonList(c, await useCases.list.execute(), toTagResponse, 200));

    app.openapi(getTagRoute, async (c) =>
      c.json(toTagResponse(await useCases.get.execute(c.req.valid('param').id)), 200),
    );

    app.openapi(createTagRoute, async (c) => {
      const { code, label, description } = c.req.valid('json');
      const tag = await useCases.create.execute({ code, label, description });
      return c.json(toTagResponse(tag), 201, { Location: `${TAGS_PATH}/${tag.id}` });
    });

    app.openapi(updateTagRoute, async (c) => {
      const { label, description, code } = c.req.valid('json');
      const tag = await useCases.update.execute(c.req.valid('param').id, { label, description, code });
      return c.json(toTagResponse(tag), 200);
    });

    app.openapi(deleteTagRoute, async (c) => {
      await useCases.delete.execute(c.req.valid('param').id);
      return c.body(null, 204);
    });
  };
}
