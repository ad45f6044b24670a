import type { OpenAPIHono } from '@hono/zod-openapi';
import type {
  ArchiveRecordUseCase,
  ArchiveSelectedUseCase,
} from '../../../application/archivable/archive-records.use-case.js';
import type { CreateRecordUseCase } from '../../../application/archivable/create-record.use-case.js';
import type {
  GetRecordUseCase,
  ListRecordsUseCase,
} from '../../../application/archivable/read-records.use-case.js';
import type { SeedRecordsUseCase } from '../../../application/archivable/seed-records.use-case.js';
import type { UpdateRecordUseCase } from '../../../application/archivable/update-record.use-case.js';
import type { Archivable, WithCode } from '../../../domain/archivable/archivable.js';
import type { AppEnv } from '../app-env.js';
import { jsonElements } from '../exchange/import-elements.js';
import { jsonList } from '../json-list.js';
import { type ArchivableSchemas, archivableRoutes } from './archivable.routes.js';
import { withoutServerFields } from './archivable-bodies.js';

export interface ArchivableUseCases<I, F> {
  readonly list: ListRecordsUseCase<F>;
  readonly get: GetRecordUseCase<F>;
  readonly create: CreateRecordUseCase<I, F>;
  readonly update: UpdateRecordUseCase<I, F>;
  readonly archive: ArchiveRecordUseCase<F>;
  readonly archiveSelected: ArchiveSelectedUseCase<F>;
  readonly seed: SeedRecordsUseCase<I, F>;
}

/** Handlers of the lifecycle routes: validated input in, use case, response out. */
export function archivableRouter<I, F>(
  schemas: ArchivableSchemas,
  useCases: ArchivableUseCases<I, F>,
  toResponse: (record: Archivable<F>) => object,
) {
  const routes = archivableRoutes(schemas);
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(routes.list, async (c) => jsonList(c, await useCases.list.execute(), toResponse, 200));

    app.openapi(routes.get, async (c) =>
      c.json(toResponse(await useCases.get.execute(c.req.valid('param').id)), 200),
    );

    app.openapi(routes.create, async (c) => {
      const body = withoutServerFields(c.req.valid('json') as WithCode<I>);
      const created = await useCases.create.execute(body);
      c.header('Location', `${schemas.basePath}/${created.id}`);
      return c.json(toResponse(created), 201);
    });

    app.openapi(routes.update, async (c) => {
      const body = withoutServerFields(c.req.valid('json') as I & { code?: string });
      return c.json(toResponse(await useCases.update.execute(c.req.valid('param').id, body)), 200);
    });

    app.openapi(routes.archive, async (c) => {
      await useCases.archive.execute(c.req.valid('param').id);
      return c.body(null, 204);
    });

    app.openapi(routes.archiveSelected, async (c) =>
      c.json(await useCases.archiveSelected.execute(c.req.valid('json').ids), 200),
    );

    app.openapi(routes.seed, async (c) => {
      const elements = jsonElements(c.req.valid('json') as WithCode<I>[]);
      return c.json((await useCases.seed.execute(elements)).map(toResponse), 201);
    });
  };
}
