import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { swaggerUI } from '@hono/swagger-ui';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.js';

const ASSET_PREFIX = '/swagger-ui-dist';
export const SWAGGER_UI_PATH = '/swagger-ui.html';
const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

/** Swagger UI with its assets served by the service itself: it works without Internet access. */
export function mountSwaggerUi(app: OpenAPIHono<AppEnv>, documentPath: string): void {
  const distFolder = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  for (const [file, contentType] of Object.entries(ASSETS)) {
    const body = readFileSync(join(distFolder, file));
    app.get(`${ASSET_PREFIX}/${file}`, (c) =>
      c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=86400' }),
    );
  }
  // An empty CDN base makes @hono/swagger-ui link the assets from this origin, under ASSET_PREFIX.
  app.get(
    SWAGGER_UI_PATH,
    // persistAuthorization: the pasted bearer token survives a reload (kept in the browser's storage).
    swaggerUI({
      url: documentPath,
      baseUrl: '',
      title: 'Task Service API',
      validatorUrl: 'none',
      persistAuthorization: true,
    }),
  );
}
