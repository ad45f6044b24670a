import { createHash, timingSafeEqual } from 'node:crypto';
import { type OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';
import { bearerToken } from './auth.middleware.js';
import type { HttpMetrics } from './metrics.js';
import { defineRoute } from './openapi/common.js';
import { problem } from './problem.js';

export const METRICS_PATH = '/metrics';
export const METRICS_TOKEN_SCHEME = 'metricsToken';

/** The exposition format's media type, as prom-client names it; the document shows its essence. */
const EXPOSITION_MEDIA_TYPE = 'text/plain';

function metricsRoute(token: string | undefined) {
  const guarded = token !== undefined;
  return defineRoute({
    operationId: 'getMetrics',
    method: 'get',
    path: METRICS_PATH,
    tags: ['Operations'],
    summary: 'Metrics in the Prometheus text format',
    description: guarded
      ? 'Requires `Authorization: Bearer <METRICS_TOKEN>`; a user token does not open it.'
      : 'Open: METRICS_TOKEN is not set.',
    access: 'public',
    database: false,
    errors: guarded ? [401] : [],
    ...(guarded && {
      security: [{ [METRICS_TOKEN_SCHEME]: [] }],
      middleware: [requireMetricsToken(token)],
    }),
    responses: {
      200: {
        description: 'Every metric, with its HELP and TYPE lines',
        content: { [EXPOSITION_MEDIA_TYPE]: { schema: z.string() } },
      },
    },
  });
}

/** Hashed first, so the comparison takes as long whatever the lengths, and stops at no differing byte. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function requireMetricsToken(token: string): MiddlewareHandler<AppEnv> {
  const expected = digest(token);
  return async (c, next) => {
    const given = bearerToken(c.req.header('Authorization'));
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      return problem(c, 401, {
        detail: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>',
        code: 'METRICS.UNAUTHENTICATED',
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
    await next();
  };
}

/**
 * GET /metrics (docs/api/operations.md#metrics): open when `token` is undefined, else only with
 * that bearer token (docs/adr/0023-metrics-open-unless-a-token-is-set.md).
 */
export function metricsRoutes(metrics: HttpMetrics, token: string | undefined) {
  return (app: OpenAPIHono<AppEnv>) => {
    if (token !== undefined) {
      app.openAPIRegistry.registerComponent('securitySchemes', METRICS_TOKEN_SCHEME, {
        type: 'http',
        scheme: 'bearer',
        description: 'The METRICS_TOKEN of the service’s environment',
      });
    }
    app.openapi(metricsRoute(token), async (c) => {
      const { contentType, body } = await metrics.exposition();
      return c.text(body, 200, { 'Content-Type': contentType });
    });
  };
}
