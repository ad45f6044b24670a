import type { OpenAPIHono } from '@hono/zod-openapi';
import type { PrintRecordsUseCase } from '../../../application/shared/records/print-records.use-case.js';
import type { AppEnv } from '../app-env.js';
import type { ArchivableSchemas } from './archivable.routes.js';
import { printRoutes } from './print.routes.js';

/** Spec 4.7.1: PDF, shown inline, never cached (it holds current data). */
export function pdfHeaders(fileName: string): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  };
}

/** Handlers of print.pdf, {id}/print.pdf and print-selected.pdf. */
export function printRouter<F extends { label: string; description: string | null }>(
  schemas: ArchivableSchemas,
  print: PrintRecordsUseCase<F>,
) {
  const routes = printRoutes(schemas);
  const name = schemas.exportName;
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(routes.all, async (c) => c.body(await print.all(), 200, pdfHeaders(`${name}.pdf`)));

    app.openapi(routes.one, async (c) => {
      const { id } = c.req.valid('param');
      return c.body(await print.one(id), 200, pdfHeaders(`${schemas.noun.replace(/\s+/g, '-')}-${id}.pdf`));
    });

    app.openapi(routes.selected, async (c) => {
      const pdf = await print.selected(c.req.valid('json').ids);
      return c.body(pdf, 200, pdfHeaders(`${name}.pdf`));
    });
  };
}
