import { type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.js';
import { defineRoute, jsonResponse } from './openapi/common.js';

const Health = z.object({ status: z.enum(['ok', 'unavailable']) }).openapi('Health');

const liveRoute = defineRoute({
  method: 'get',
  path: '/health/live',
  tags: ['Operations'],
  summary: 'The process is up',
  access: 'public',
  responses: { 200: jsonResponse(Health, 'Alive') },
});

const readyRoute = defineRoute({
  method: 'get',
  path: '/health/ready',
  tags: ['Operations'],
  summary: 'The service can reach its database',
  access: 'public',
  responses: { 200: jsonResponse(Health, 'Ready'), 503: jsonResponse(Health, 'The database is unreachable') },
});

export function healthRoutes(ready: () => Promise<boolean>) {
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(liveRoute, (c) => c.json({ status: 'ok' as const }, 200));
    app.openapi(readyRoute, async (c) => {
      const ok = await ready().catch(() => false);
      return ok ? c.json({ status: 'ok' as const }, 200) : c.json({ status: 'unavailable' as const }, 503);
    });
  };
}
