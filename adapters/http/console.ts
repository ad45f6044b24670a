import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.js';
import { problem } from './problem.js';

/** Where the console's hashed files are served; the build names them after their content. */
export const CONSOLE_ASSETS_PATH = '/console/assets';

/** The console loads nothing but its own files and talks only to this service. */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Paths that belong to the API or the platform: an unknown one keeps its problem answer. */
const NOT_CONSOLE = /^\/(api|health|metrics|openapi\.json|swagger-ui|console\/)/;
const ASSET_NAME = /^[\w.-]+$/;
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Answers a client-side route with the console's page; undefined when the request is not one. */
export type ConsoleFallback = (c: Context<AppEnv>) => Response | undefined;

/**
 * Serves the built console (`npm run build` writes it to dist/console): its page at `/`, its
 * hashed assets with a year-long cache. Returns how to answer the console's own routes
 * (`/tasks/12`) after a reload, or undefined when the folder holds no built console.
 */
export function mountConsole(
  app: OpenAPIHono<AppEnv>,
  folder: string | undefined,
): ConsoleFallback | undefined {
  const indexFile = folder && join(folder, 'index.html');
  if (!folder || !indexFile || !existsSync(indexFile)) return undefined;
  const page = readFileSync(indexFile, 'utf8');
  const html = (c: Context<AppEnv>) =>
    c.html(page, 200, { 'Content-Security-Policy': CONSOLE_CSP, 'Cache-Control': 'no-cache' });

  app.get('/', html);
  app.get(`${CONSOLE_ASSETS_PATH}/:file`, async (c) => {
    const file = c.req.param('file');
    const type = CONTENT_TYPES[extname(file)];
    const body =
      ASSET_NAME.test(file) && type
        ? await readFile(join(folder, 'assets', file)).catch(() => undefined)
        : undefined;
    // The same answer as any unknown path (the route itself would make it a 405 in the not-found handler).
    if (!body || !type)
      return problem(c, 404, { detail: `No route for GET ${c.req.path}`, code: 'ROUTE.NOT_FOUND' });
    return c.body(body, 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  return (c) => {
    if (c.req.method !== 'GET' || NOT_CONSOLE.test(c.req.path)) return undefined;
    if (!(c.req.header('accept') ?? '').includes('text/html')) return undefined;
    return html(c) as Response;
  };
}
