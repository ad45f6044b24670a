import { describe, expect, it } from 'vitest';
import { expectProblem, json } from '../support/http.js';
import { parsePrometheusText } from '../support/prometheus-text.js';
import { useTestApp } from '../support/use-test-app.js';
import { documentedOperations } from './security/documented-operations.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const withIds = (template: string, id: string) => template.replace(/\{[^}]+\}/g, id);

/**
 * A path answers for the methods the document gives it, whatever templated path (`/{id}`)
 * could take its literal segment (`export.csv`) as a parameter.
 */
describe('methods a path does not have', () => {
  const t = useTestApp('memory', { per: 'all' });

  it('when every documented path is asked with every method it lacks, then 405 with Allow naming exactly its methods', async () => {
    const methodsByPath = new Map<string, Set<string>>();
    for (const op of await documentedOperations(t)) {
      methodsByPath.set(op.template, (methodsByPath.get(op.template) ?? new Set()).add(op.method));
    }
    const wrong: string[] = [];
    let checked = 0;
    for (const [template, methods] of methodsByPath) {
      const path = withIds(template, '1');
      for (const method of METHODS.filter((m) => !methods.has(m))) {
        const response = await t.request(method, path, {
          token: t.admin,
          ...(method !== 'GET' && { json: {} }),
        });
        const allow = (response.headers.get('allow') ?? '').split(', ').sort().join(', ');
        const expected = [...methods].sort().join(', ');
        const { code } = await json(response);
        if (response.status !== 405 || allow !== expected || code !== 'ROUTE.METHOD_NOT_ALLOWED') {
          wrong.push(`${method} ${path}: ${response.status} Allow "${allow}" (want "${expected}") ${code}`);
        }
        checked += 1;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });

  it('when a templated path sits beside literal ones, then its IDs still reach it', async () => {
    const created = await t.request('POST', '/api/v1/badge', {
      token: t.admin,
      json: { code: 'M-1', label: 'M' },
    });
    const { id } = (await json(created)) as { id: number };
    expect((await t.request('GET', `/api/v1/badge/${id}`, { token: t.admin })).status).toBe(200);
    expect((await t.request('GET', '/api/v1/badge/export.csv', { token: t.admin })).status).toBe(200);
    await expectProblem(await t.request('GET', '/api/v1/badge/123', { token: t.admin }), 404);
    await expectProblem(
      await t.request('PUT', '/api/v1/badge/abc', { token: t.admin, json: { code: 'M-1', label: 'M' } }),
      400,
      'REQUEST.INVALID',
    );
  });

  it('when a method is missing and no token is sent, then 405 still comes before 401', async () => {
    const response = await t.request('PUT', '/api/v1/badge/export.csv');
    await expectProblem(response, 405, 'ROUTE.METHOD_NOT_ALLOWED');
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('when a 405 is counted, then under the one unmatched route, whatever templated route the router found', async () => {
    await t.request('PUT', '/api/v1/badge/export.csv', { token: t.admin, json: {} });
    const samples = parsePrometheusText(await (await t.request('GET', '/metrics')).text());
    const refused = samples.filter((s) => s.name === 'http_requests_total' && s.labels.status === '405');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.map((s) => s.labels.route)).toEqual(refused.map(() => 'unmatched'));
  });
});
