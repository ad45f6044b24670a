import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.js';

/** Methods registered for a path, so an unknown method on a known path is a 405, not a 404. */
export function allowedMethodsFinder(app: OpenAPIHono<AppEnv>): (path: string) => string[] {
  let routes: { method: string; pattern: RegExp }[] | undefined;
  return (path) => {
    routes ??= app.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => ({ method: route.method, pattern: toPattern(route.path) }));
    return [...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method))];
  };
}

function toPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}
