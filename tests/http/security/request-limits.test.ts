import { describe, expect, it } from 'vitest';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** OWASP API4: the size limits of the bulk operations, each one past its bound. */
describe('request size limits', () => {
  const t = useTestApp('memory', { per: 'all' });

  const errorPaths = async (response: Response) =>
    (await json(response)).errors.map((e: { path: string }) => e.path);

  it('when a JSON import holds 100 001 elements, then 400 and nothing is stored', async () => {
    const elements = ids(100_001).map((i) => ({ code: `T-${i}`, label: 'Task' }));
    const response = await t.request('POST', '/api/v1/task/import.json', { token: t.admin, json: elements });
    expect(response.status).toBe(400);
    expect(await json(await t.request('GET', '/api/v1/task', { token: t.admin }))).toEqual([]);
  });

  it('when a CSV import holds 100 001 rows, then 400 at the first extra line and nothing is stored', async () => {
    const rows = ids(100_001).map((i) => `,O-${i},Object,,,`);
    const response = await t.request('POST', '/api/v1/domaintemplate/import.csv', {
      token: t.admin,
      body: `id,code,label,description,createdDate,lastModifiedDate\n${rows.join('\n')}\n`,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(response.status).toBe(400);
    expect(await errorPaths(response)).toEqual(['line 100002']);
    expect(await json(await t.request('GET', '/api/v1/domaintemplate', { token: t.admin }))).toEqual([]);
  });

  it('when a bulk delete names 10 001 IDs, then 400 naming ids', async () => {
    const response = await t.request('POST', '/api/v1/task/delete-selected', {
      token: t.admin,
      json: { ids: ids(10_001) },
    });
    expect(response.status).toBe(400);
    expect(await errorPaths(response)).toEqual(['ids']);
  });

  it('when a badge is given 10 001 contacts, then 400 naming contactIds', async () => {
    const badge = await json(
      await t.request('POST', '/api/v1/badge', { token: t.admin, json: { code: 'B', label: 'Badge' } }),
    );
    const response = await t.request('PUT', `/api/v1/badge/${badge.id}/contacts`, {
      token: t.admin,
      json: { contactIds: ids(10_001) },
    });
    expect(response.status).toBe(400);
    expect(await errorPaths(response)).toEqual(['contactIds']);
  });

  it('when a badge PDF selects 1001 contacts, then 400 naming contactIds, before anything renders', async () => {
    const badge = await json(
      await t.request('POST', '/api/v1/badge', { token: t.admin, json: { code: 'P', label: 'Badge' } }),
    );
    const query = ids(1001)
      .map((id) => `contactIds=${id}`)
      .join('&');
    const response = await t.request('GET', `/api/v1/badge/${badge.id}/pdf?${query}`, { token: t.admin });
    expect(response.status).toBe(400);
    expect(await errorPaths(response)).toEqual(['contactIds']);
  });
});

describe('request body encodings', () => {
  const t = useTestApp('memory', { per: 'all' });

  const body = JSON.stringify({ code: 'ENC-1', label: 'Encoded' });

  it.each(['gzip', 'br', 'deflate, gzip', 'x-unknown'])(
    'when a body comes with Content-Encoding %s, then 415 naming it and nothing is stored',
    async (encoding) => {
      const before = await json(await t.request('GET', '/api/v1/task', { token: t.admin }));
      const response = await t.request('POST', '/api/v1/task', {
        token: t.admin,
        body,
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
      });
      const problem = await expectProblem(response, 415, 'REQUEST.UNSUPPORTED_ENCODING');
      expect(problem.detail).toContain(encoding);
      expect(response.headers.get('accept-encoding')).toBe('identity');
      expect(await json(await t.request('GET', '/api/v1/task', { token: t.admin }))).toEqual(before);
    },
  );

  it('when a body says Content-Encoding identity, then it is read as usual (control)', async () => {
    const response = await t.request('POST', '/api/v1/task', {
      token: t.admin,
      body,
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'identity' },
    });
    expect(response.status).toBe(201);
  });
});
