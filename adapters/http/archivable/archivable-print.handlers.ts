import type { OpenAPIHono } from '@hono/zod-openapi';
import type { PrintRecordsUseCase } from '../../../application/printing/print-records.use-case.js';
import type { AppEnv } from '../app-env.js';
import { inlinePdf } from '../exchange/file-transfer.js';
import type { ArchivableSchemas } from './archivable.routes.js';
import { printRoutes } from './archivable-print.routes.js';

/** Handlers of print.pdf, {id}/print.pdf and print-selected.pdf. */
export function printRouter<F extends { label: string; description: string | null }>(
  schemas: ArchivableSchemas,
  print: PrintRecordsUseCase<F>,
) {
  const routes = printRoutes(schemas);
  const name = schemas.exportName;
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(routes.all, async (c) => c.body(await print.all(), 200, inlinePdf(`${name}.pdf`)));

    app.openapi(routes.one, async (c) => {
      const { id } = c.req.valid('param');
      return c.body(await print.one(id), 200, inlinePdf(`${schemas.noun.replace(/\s+/g, '-')}-${id}.pdf`));
    });

    app.openapi(routes.selected, async (c) => {
      const pdf = await print.selected(c.req.valid('json').ids);
      return c.body(pdf, 200, inlinePdf(`${name}.pdf`));
    });
  };
}
