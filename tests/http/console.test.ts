import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../adapters/http/app-env.js';
import { CONSOLE_CSP } from '../../adapters/http/console.js';
import { createApp } from '../../bootstrap/service.js';
import { expectProblem, json } from '../support/http.js';
import { useTestApp } from '../support/use-test-app.js';

const PAGE =
  '<!doctype html><title>console</title><script type="module" src="/console/assets/app-1a2b.js"></script>';
const SCRIPT = 'console.log("console")';
const HTML = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the web console, served from a built folder', () => {
  const t = useTestApp('memory', { signIn: false, per: 'all' });
  let folder: string;
  let app: OpenAPIHono<AppEnv>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    Promise.resolve(app.request(path, { headers }));

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'console-'));
    mkdirSync(join(folder, 'assets'));
    writeFileSync(join(folder, 'index.html'), PAGE);
    writeFileSync(join(folder, 'assets', 'app-1a2b.js'), SCRIPT);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  beforeEach(() => {
    app = createApp(t.service.container, undefined, folder);
  });

  it('when / is opened, then it is the console page, under a policy that allows only the service itself', async () => {
    const response = await get('/', HTML);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    expect(CONSOLE_CSP).toContain("default-src 'self'");
    expect(CONSOLE_CSP).not.toMatch(/unsafe|https?:/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(PAGE);
  });

  it('when a hashed asset is asked, then it is served with a year-long immutable cache', async () => {
    const response = await get('/console/assets/app-1a2b.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('when an asset is missing or its name leaves the folder, then 404 problem', async () => {
    await expectProblem(await get('/console/assets/nothing-here.js'), 404, 'ROUTE.NOT_FOUND');
    await expectProblem(await get('/console/assets/..%2Findex.html'), 404, 'ROUTE.NOT_FOUND');
  });

  it('when a console route is reloaded in a browser, then it is the console page', async () => {
    for (const path of ['/tasks', '/tasks/5', '/settings']) {
      const response = await get(path, HTML);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
      expect(await response.text()).toBe(PAGE);
    }
  });

  it('when a client asks for JSON, or another method, then an unknown path stays a 404 or 405 problem', async () => {
    await expectProblem(await get('/tasks/5', { Accept: 'application/json' }), 404, 'ROUTE.NOT_FOUND');
    await expectProblem(
      await Promise.resolve(app.request('/tasks/5', { method: 'POST', headers: HTML })),
      404,
      'ROUTE.NOT_FOUND',
    );
    await expectProblem(
      await Promise.resolve(app.request('/health/live', { method: 'PATCH', headers: HTML })),
      405,
      'ROUTE.METHOD_NOT_ALLOWED',
    );
  });

  it('when an API or platform path is unknown, then a browser gets the 404 problem too', async () => {
    for (const path of [
      '/api/v1/nope',
      '/health/nope',
      '/metrics/nope',
      '/swagger-ui/nope',
      '/console/nope',
    ]) {
      await expectProblem(await get(path, HTML), 404, 'ROUTE.NOT_FOUND');
    }
  });

  it('when the OpenAPI document is read, then it is the one without the console and names no console path', async () => {
    const withConsole = await json(await get('/openapi.json'));
    const without = await json(await t.request('GET', '/openapi.json'));
    expect(withConsole).toEqual(without);
    expect(
      Object.keys(withConsole.paths).filter((path) => /^\/(console|tasks|settings)?(\/|$)/.test(path)),
    ).toEqual([]);
  });

  it('when the console is served, then the only routes it adds are its page and its assets', () => {
    const routes = (served: OpenAPIHono<AppEnv>) =>
      new Set(
        served.routes
          .filter((route) => route.method !== 'ALL')
          .map((route) => `${route.method} ${route.path}`),
      );
    const plain = routes(t.service.app);
    expect([...routes(app)].filter((route) => !plain.has(route))).toEqual(['GET /console/assets/:file']);
    expect(routes(app).has('GET /')).toBe(true);
  });

  it('when the folder holds no built console, then / leads to Swagger UI', async () => {
    const empty = createApp(t.service.container, undefined, join(folder, 'assets'));
    const response = await empty.request('/', { headers: HTML });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/swagger-ui.html');
  });
});
