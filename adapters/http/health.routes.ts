import { type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.js';
import { jsonResponse, taggedRoutes } from './openapi/common.js';

const Health = z.object({ status: z.enum(['ok', 'unavailable']) }).openapi('Health');

/**
 * Probes give up after a second or so; a database that takes longer to answer a ping
 * is not ready either, and the probe must get that answer rather than a timeout.
 */
export const READY_TIMEOUT_MS = 1000;

const route = taggedRoutes('Operations');

const liveRoute = route('checkLiveness', 'get', '/health/live', {
  summary: 'The process is up',
  access: 'public',
  database: false,
  responses: { 200: jsonResponse(Health, 'Alive') },
});

const readyRoute = route('checkReadiness', 'get', '/health/ready', {
  summary: 'The service can reach its database',
  description: `503 when the database does not answer a ping within ${READY_TIMEOUT_MS} ms.`,
  access: 'public',
  responses: { 200: jsonResponse(Health, 'Ready'), 503: jsonResponse(Health, 'The database is unreachable') },
});

async function answersWithin(ms: number, ready: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, ms, false);
  });
  try {
    return await Promise.race([ready().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(ready: () => Promise<boolean>) {
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(liveRoute, (c) => c.json({ status: 'ok' as const }, 200));
    app.openapi(readyRoute, async (c) => {
      const ok = await answersWithin(READY_TIMEOUT_MS, ready);
      return ok ? c.json({ status: 'ok' as const }, 200) : c.json({ status: 'unavailable' as const }, 503);
    });
  };
}
