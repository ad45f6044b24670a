import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/use-test-app.js';
import { documentedOperations } from './documented-operations.js';

/** The front door: a redirect to the documentation. */
const ROOT = 'GET /';

/** Routes that serve the documentation itself, the only ones outside the document besides ROOT. */
const DOCUMENTATION = [
  'GET /openapi.json',
  'GET /swagger-ui-dist/swagger-ui-bundle.js',
  'GET /swagger-ui-dist/swagger-ui.css',
  'GET /swagger-ui.html',
];

/** OWASP API9 (improper inventory): what the app answers is exactly what the OpenAPI document lists. */
describe('route inventory', () => {
  const t = useTestApp('memory', { signIn: false, per: 'all' });

  it('when the registered routes are compared with the document, then none is undocumented and none is missing', async () => {
    const registered = new Set(
      t.service.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = (await documentedOperations(t)).map((op) => `${op.method} ${op.template}`);
    expect(documented.length).toBeGreaterThan(80);
    expect([...registered].sort()).toEqual([...documented, ...DOCUMENTATION, ROOT].sort());
  });

  it('when the documentation routes are read, then each answers 200', async () => {
    for (const route of DOCUMENTATION) {
      const [method, path] = route.split(' ') as [string, string];
      expect((await t.request(method, path)).status, route).toBe(200);
    }
    expect((await t.request('GET', '/')).headers.get('location')).toBe('/swagger-ui.html');
  });
});
