import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../adapters/http/app-env.js';
import { healthRoutes, READY_TIMEOUT_MS } from '../../adapters/http/health.routes.js';

async function readiness(
  ready: () => Promise<boolean>,
): Promise<{ status: number; body: unknown; ms: number }> {
  const app = new OpenAPIHono<AppEnv>();
  healthRoutes(ready)(app);
  const started = performance.now();
  const response = await app.request('/health/ready');
  return { status: response.status, body: await response.json(), ms: performance.now() - started };
}

/** Issue #8: the readiness probe answers in bounded time whatever the database does. */
describe('readiness while the database misbehaves', () => {
  it('when the ping never answers, then 503 after the ready timeout, not a hang', async () => {
    const answer = await readiness(() => new Promise<boolean>(() => {}));
    expect(answer).toMatchObject({ status: 503, body: { status: 'unavailable' } });
    expect(answer.ms).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 5);
    expect(answer.ms).toBeLessThan(READY_TIMEOUT_MS + 500);
  });

  it('when the ping fails, then 503 at once', async () => {
    const answer = await readiness(() =>
      Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
    );
    expect(answer).toMatchObject({ status: 503, body: { status: 'unavailable' } });
    expect(answer.ms).toBeLessThan(READY_TIMEOUT_MS / 2);
  });

  it('when the ping answers, then 200', async () => {
    expect(await readiness(async () => true)).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});
