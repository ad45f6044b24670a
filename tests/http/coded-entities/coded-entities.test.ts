import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { badgeApi, TIMESTAMP } from '../badges/badge-api.js';

/** docs/api/badges.md#badges-and-companies: badges and companies share one shape and one lifecycle, without archival. */
for (const { name, base } of [
  { name: 'badges', base: '/api/v1/badge' },
  { name: 'companies', base: '/api/v1/company' },
]) {
  describeEachBackend(`${name} lifecycle`, (backend) => {
    let t: TestApp;
    let api: ReturnType<typeof badgeApi>;
    beforeEach(async () => {
      t = await createTestApp(backend);
      api = badgeApi(t, await t.adminToken());
    });
    afterEach(async () => {
      await t.close();
    });

    const codes = async () => (await api.read(base)).map((e: { code: string }) => e.code);

    describe('create and read', () => {
      it('when created, then 201 with Location, the full resource with µs timestamps and no audit actors', async () => {
        const response = await api.post(base, {
          code: 'VIP',
          label: 'Very important',
          description: 'Ελληνικά и кириллица',
        });
        expect(response.status).toBe(201);
        const body = await json(response);
        expect(response.headers.get('location')).toBe(`${base}/${body.id}`);
        expect(body).toEqual({
          id: expect.any(Number),
          code: 'VIP',
          label: 'Very important',
          description: 'Ελληνικά и кириллица',
          createdDate: expect.stringMatching(TIMESTAMP),
          lastModifiedDate: body.createdDate,
        });
        expect(await api.read(`${base}/${body.id}`)).toEqual(body);
      });

      it('when the description is omitted, then it is null', async () => {
        expect((await api.create(base, { code: 'A', label: 'a' })).description).toBeNull();
      });

      it('when a client sends id and dates, then they are ignored', async () => {
        const body = await api.create(base, {
          code: 'S',
          label: 'x',
          id: 999,
          createdDate: '2000-01-01T00:00:00.000000Z',
          lastModifiedDate: 'garbage',
        });
        expect(body.id).not.toBe(999);
        expect(body.createdDate).not.toBe('2000-01-01T00:00:00.000000Z');
      });

      it('when listed, then ordered by code point: upper case, underscore, lower case', async () => {
        for (const code of ['alpha', '_x', 'Zeta', 'b', 'é']) await api.create(base, { code, label: code });
        expect(await codes()).toEqual(['Zeta', '_x', 'alpha', 'b', 'é']);
      });

      it('when the code is taken, then 409 and nothing changes', async () => {
        await api.create(base, { code: 'DUP', label: 'one' });
        const response = await api.post(base, { code: 'DUP', label: 'two' });
        expect(response.status).toBe(409);
        expect(await json(response)).toMatchObject({
          status: 409,
          code: expect.stringMatching(/DUPLICATE_CODE$/),
        });
        expect((await api.read(base)).map((e: { label: string }) => e.label)).toEqual(['one']);
      });

      it('when the id is unknown, then 404 as a problem', async () => {
        const response = await api.get(`${base}/4242`);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toBe('application/problem+json');
      });
    });

    describe('validation', () => {
      it.each([
        ['a blank label', { code: 'X', label: '   ' }, 'label'],
        ['a missing label', { code: 'X' }, 'label'],
        ['a missing code', { label: 'x' }, 'code'],
        ['an empty code', { code: '', label: 'x' }, 'code'],
        ['a code with surrounding spaces', { code: ' X ', label: 'x' }, 'code'],
        ['a code over 100 characters', { code: 'x'.repeat(101), label: 'x' }, 'code'],
        ['a label over 255 characters', { code: 'X', label: 'x'.repeat(256) }, 'label'],
        [
          'a description over 10000 characters',
          { code: 'X', label: 'x', description: 'x'.repeat(10_001) },
          'description',
        ],
        ['an unknown property', { code: 'X', label: 'x', colour: 'red' }, 'colour'],
        [
          'an audit actor, which these resources do not have',
          { code: 'X', label: 'x', createdBy: 'me' },
          'createdBy',
        ],
        ['a label of the wrong type', { code: 'X', label: 42 }, 'label'],
      ])('when created with %s, then 400 naming the field and nothing is stored', async (_, body, path) => {
        const response = await api.post(base, body);
        expect(response.status).toBe(400);
        expect((await json(response)).errors.map((e: { path: string }) => e.path)).toContain(path);
        expect(await api.read(base)).toEqual([]);
      });

      it('when the body is not JSON, then 400', async () => {
        const response = await t.request('POST', base, {
          token: await t.adminToken(),
          body: '{"code":',
          headers: { 'Content-Type': 'application/json' },
        });
        expect(response.status).toBe(400);
      });

      it.each(['abc', '0', '-1', '1.5', '99999999999999999'])(
        'when the path id is "%s", then 400',
        async (id) => {
          expect((await api.get(`${base}/${id}`)).status).toBe(400);
        },
      );
    });

    describe('update', () => {
      it('when updated, then label and description change, id, code and createdDate stay, lastModifiedDate moves', async () => {
        const created = await api.create(base, { code: 'U', label: 'before', description: 'd' });
        const response = await api.put(`${base}/${created.id}`, { label: 'after' });
        expect(response.status).toBe(200);
        const updated = await json(response);
        expect(updated).toMatchObject({ id: created.id, code: 'U', label: 'after', description: null });
        expect(updated.createdDate).toBe(created.createdDate);
        expect(updated.lastModifiedDate > created.lastModifiedDate).toBe(true);
        expect(await api.read(`${base}/${created.id}`)).toEqual(updated);
      });

      it('when the body repeats the stored code, then it is accepted; a different code is 400', async () => {
        const { id } = await api.create(base, { code: 'C-1', label: 'x' });
        expect((await api.put(`${base}/${id}`, { code: 'C-1', label: 'y' })).status).toBe(200);
        const changed = await api.put(`${base}/${id}`, { code: 'C-2', label: 'z' });
        expect(changed.status).toBe(400);
        expect((await json(changed)).errors[0].path).toBe('code');
        expect(await api.read(`${base}/${id}`)).toMatchObject({ code: 'C-1', label: 'y' });
      });

      it('when a client PUTs back what it read, then it is accepted unchanged', async () => {
        const created = await api.create(base, { code: 'RT', label: 'round trip', description: 'd' });
        const response = await api.put(`${base}/${created.id}`, created);
        expect(response.status).toBe(200);
        expect(await json(response)).toMatchObject({ code: 'RT', label: 'round trip', description: 'd' });
      });

      it.each([
        ['a blank label', { label: '' }, 'label'],
        ['an unknown property', { label: 'x', colour: 'red' }, 'colour'],
      ])('when updated with %s, then 400 and nothing changes', async (_, body, path) => {
        const created = await api.create(base, { code: 'V', label: 'kept' });
        const response = await api.put(`${base}/${created.id}`, body);
        expect(response.status).toBe(400);
        expect((await json(response)).errors.map((e: { path: string }) => e.path)).toContain(path);
        expect(await api.read(`${base}/${created.id}`)).toEqual(created);
      });

      it('when the id is unknown, then 404', async () => {
        expect((await api.put(`${base}/4242`, { label: 'x' })).status).toBe(404);
      });
    });

    describe('delete', () => {
      it('when deleted, then 204, the row is gone, a second delete is 404, and the code can be created again', async () => {
        const first = await api.create(base, { code: 'AGAIN', label: 'one' });
        expect((await api.delete(`${base}/${first.id}`)).status).toBe(204);
        expect((await api.get(`${base}/${first.id}`)).status).toBe(404);
        expect((await api.put(`${base}/${first.id}`, { label: 'y' })).status).toBe(404);
        expect((await api.delete(`${base}/${first.id}`)).status).toBe(404);
        expect(await api.read(base)).toEqual([]);

        const second = await api.create(base, { code: 'AGAIN', label: 'two' });
        expect(second.id).not.toBe(first.id);
        expect(await api.read(base)).toEqual([second]);
      });

      it('when the id is unknown, then 404', async () => {
        expect((await api.delete(`${base}/4242`)).status).toBe(404);
      });
    });

    describe('seed', () => {
      it('when seeded, then new codes are created and existing ones updated, in request order', async () => {
        const kept = await api.create(base, { code: 'KEEP', label: 'old', description: 'old' });
        const response = await api.post(`${base}/seed`, [
          { code: 'NEW', label: 'new', id: 12345 },
          { code: 'KEEP', label: 'updated' },
        ]);
        expect(response.status).toBe(201);
        const stored = await json(response);
        expect(stored.map((e: { code: string }) => e.code)).toEqual(['NEW', 'KEEP']);
        expect(stored[0].id).not.toBe(12345);
        expect(stored[1]).toMatchObject({
          id: kept.id,
          label: 'updated',
          description: null,
          createdDate: kept.createdDate,
        });
        expect(await codes()).toEqual(['KEEP', 'NEW']);
      });

      it('when one element is invalid, then 400 naming its index and nothing is stored', async () => {
        await api.create(base, { code: 'EXISTING', label: 'untouched' });
        const response = await api.post(`${base}/seed`, [
          { code: 'OK', label: 'fine' },
          { code: 'EXISTING', label: 'would change' },
          { code: 'BAD', label: ' ' },
        ]);
        expect(response.status).toBe(400);
        expect((await json(response)).errors).toEqual([{ path: '[2].label', message: 'must not be blank' }]);
        expect((await api.read(base)).map((e: { code: string; label: string }) => [e.code, e.label])).toEqual(
          [['EXISTING', 'untouched']],
        );
      });

      it('when the same code appears twice, then 400 naming the second and nothing is stored', async () => {
        const response = await api.post(`${base}/seed`, [
          { code: 'TWICE', label: 'a' },
          { code: 'TWICE', label: 'b' },
        ]);
        expect(response.status).toBe(400);
        expect((await json(response)).errors[0].path).toBe('[1].code');
        expect(await api.read(base)).toEqual([]);
      });

      it('when an element has an unknown property, then 400 naming its index', async () => {
        const response = await api.post(`${base}/seed`, [
          { code: 'A', label: 'a' },
          { code: 'B', label: 'b', x: 1 },
        ]);
        expect(response.status).toBe(400);
        expect((await json(response)).errors[0].path).toBe('[1].x');
      });
    });

    describe('roles', () => {
      it('when a USER reads and exports, then it works; every write is 403', async () => {
        const { id } = await api.create(base, { code: 'R', label: 'r' });
        const user = badgeApi(t, await (await t.createUser({ username: 'reader' })).token());
        for (const path of [base, `${base}/${id}`, `${base}/export.json`, `${base}/export.csv`]) {
          expect((await user.get(path)).status).toBe(200);
        }
        expect((await user.post(base, { code: 'U', label: 'u' })).status).toBe(403);
        expect((await user.put(`${base}/${id}`, { label: 'x' })).status).toBe(403);
        expect((await user.delete(`${base}/${id}`)).status).toBe(403);
        expect((await user.post(`${base}/seed`, [])).status).toBe(403);
        expect((await user.post(`${base}/import.json`, [])).status).toBe(403);
        expect(
          (
            await user.postCsv(
              `${base}/import.csv`,
              'id,code,label,description,createdDate,lastModifiedDate\n',
            )
          ).status,
        ).toBe(403);
        expect(await api.read(base)).toHaveLength(1);
      });

      it('when called without a token, then 401 with WWW-Authenticate', async () => {
        for (const [method, path] of [
          ['GET', base],
          ['GET', `${base}/1`],
          ['POST', base],
          ['PUT', `${base}/1`],
          ['DELETE', `${base}/1`],
          ['POST', `${base}/seed`],
          ['POST', `${base}/import.json`],
          ['POST', `${base}/import.csv`],
          ['GET', `${base}/export.json`],
          ['GET', `${base}/export.csv`],
        ] as const) {
          const response = await t.request(method, path);
          expect(response.status, `${method} ${path}`).toBe(401);
          expect(response.headers.get('www-authenticate')).toBe('Bearer');
        }
      });
    });
  });
}

describe('badge variant in the OpenAPI document', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp('memory');
  });
  afterEach(async () => {
    await t.close();
  });

  it('when the document is read, then every badge, company and contact operation is there with its errors', async () => {
    const doc = await json(await t.request('GET', '/openapi.json'));
    const expected: Record<string, Record<string, string[]>> = {
      '/api/v1/badge': { get: ['200', '401', '403'], post: ['201', '400', '401', '403', '409'] },
      '/api/v1/badge/{id}': {
        get: ['200', '400', '404'],
        put: ['200', '400', '404'],
        delete: ['204', '400', '404'],
      },
      '/api/v1/badge/seed': { post: ['201', '400', '403'] },
      '/api/v1/badge/import.json': { post: ['201', '400', '403'] },
      '/api/v1/badge/import.csv': { post: ['201', '400', '403'] },
      '/api/v1/badge/export.json': { get: ['200', '401', '403'] },
      '/api/v1/badge/export.csv': { get: ['200', '401', '403'] },
      '/api/v1/badge/{id}/contacts': { get: ['200', '404'], put: ['200', '400', '404'] },
      '/api/v1/badge/{id}/pdf': { get: ['200', '400', '404', '422', '503'] },
      '/api/v1/company': { get: ['200'], post: ['201', '409'] },
      '/api/v1/company/{id}': { get: ['200', '404'], put: ['200', '404'], delete: ['204', '404'] },
      '/api/v1/company/seed': { post: ['201', '400'] },
      '/api/v1/company/import.json': { post: ['201'] },
      '/api/v1/company/import.csv': { post: ['201'] },
      '/api/v1/company/export.json': { get: ['200'] },
      '/api/v1/company/export.csv': { get: ['200'] },
      '/api/v1/contact': { get: ['200'], post: ['201', '400'] },
      '/api/v1/contact/{id}': { get: ['200', '404'], put: ['200', '404'], delete: ['204', '404', '409'] },
      '/api/v1/contact/import.json': { post: ['201', '400'] },
      '/api/v1/contact/import.csv': { post: ['201', '400'] },
      '/api/v1/contact/export.json': { get: ['200'] },
      '/api/v1/contact/export.csv': { get: ['200'] },
    };
    for (const [path, operations] of Object.entries(expected)) {
      for (const [method, statuses] of Object.entries(operations)) {
        const operation = doc.paths[path]?.[method];
        expect(operation, `${method} ${path}`).toBeDefined();
        expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining([...statuses, '401', '500']),
        );
        expect(operation.security).toEqual([{ bearerAuth: [] }]);
      }
    }
    expect(doc.paths['/api/v1/badge/import.csv'].post.requestBody.content).toHaveProperty('text/csv');
    expect(doc.paths['/api/v1/badge/export.csv'].get.responses['200'].content).toHaveProperty('text/csv');
    const pdf = doc.paths['/api/v1/badge/{id}/pdf'].get;
    expect(pdf.responses['200'].content).toHaveProperty('application/pdf');
    expect(pdf.parameters).toContainEqual(
      expect.objectContaining({ name: 'contactIds', in: 'query', required: false, explode: true }),
    );
    expect(doc.components.schemas).toHaveProperty('Badge');
    expect(doc.components.schemas).toHaveProperty('Company');
    expect(doc.components.schemas).toHaveProperty('Contact');
    expect(doc.components.schemas.CreateBadgeRequest.properties).not.toHaveProperty('createdBy');
  });
});
