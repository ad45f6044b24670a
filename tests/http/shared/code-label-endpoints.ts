import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** docs/api/taxonomy.md: tags and nomenclatures share the CRUD rules; each module's tests run them. */
export function describeCodeLabelEndpoints(domain: 'tag' | 'nomenclature'): void {
  const base = `/api/v1/${domain}`;
  describeEachBackend(`${domain} endpoints`, (backend) => {
    const t = useTestApp(backend);

    const create = (body: object) => t.request('POST', base, { token: t.admin, json: body });

    it('when created, then 201 with Location and the full resource with audit actors', async () => {
      const response = await create({ code: 'Ω-1', label: 'Ελληνικά', description: 'и кириллица' });
      expect(response.status).toBe(201);
      const body = await json(response);
      expect(response.headers.get('location')).toBe(`${base}/${body.id}`);
      expect(body).toMatchObject({
        code: 'Ω-1',
        label: 'Ελληνικά',
        description: 'и кириллица',
        createdBy: 'admin',
        lastModifiedBy: 'admin',
      });
      expect(body.createdDate).toMatch(TIMESTAMP);
      expect(await json(await t.request('GET', `${base}/${body.id}`, { token: t.admin }))).toEqual(body);
    });

    it('when listed, then ordered by code point and readable by a USER', async () => {
      for (const code of ['alpha', 'Zeta', '_x']) await create({ code, label: code });
      const user = await t.createUser({ username: 'reader' });
      const list = await t.request('GET', base, { token: await user.token() });
      expect(list.status).toBe(200);
      expect((await json(list)).map((e: { code: string }) => e.code)).toEqual(['Zeta', '_x', 'alpha']);
    });

    it('when a USER writes, then 403; without a token, 401', async () => {
      const user = await t.createUser({ username: 'writer' });
      const token = await user.token();
      expect((await t.request('POST', base, { token, json: { code: 'x', label: 'x' } })).status).toBe(403);
      expect((await t.request('GET', base)).status).toBe(401);
    });

    it('when the code is taken, then 409 and nothing changes', async () => {
      await create({ code: 'same', label: 'first' });
      const response = await create({ code: 'same', label: 'second' });
      expect(response.status).toBe(409);
      expect((await json(response)).code).toMatch(/DUPLICATE_CODE$/);
      const labels = (await json(await t.request('GET', base, { token: t.admin }))).map(
        (e: { label: string }) => e.label,
      );
      expect(labels).toEqual(['first']);
    });

    for (const [name, body, path] of [
      ['a blank label', { code: 'c', label: '  ' }, 'label'],
      ['no code', { label: 'l' }, 'code'],
      ['an unknown property', { code: 'c', label: 'l', colour: 'red' }, 'colour'],
    ] as const) {
      it(`when created with ${name}, then 400 naming ${path}`, async () => {
        const response = await create(body);
        expect(response.status).toBe(400);
        expect((await json(response)).errors.map((e: { path: string }) => e.path)).toContain(path);
        expect(await json(await t.request('GET', base, { token: t.admin }))).toEqual([]);
      });
    }

    it('when updated, then label and description change, code and createdDate stay', async () => {
      const created = await json(await create({ code: 'u', label: 'old', description: 'd' }));
      const response = await t.request('PUT', `${base}/${created.id}`, {
        token: t.admin,
        json: { label: 'new' },
      });
      expect(response.status).toBe(200);
      const updated = await json(response);
      expect(updated).toMatchObject({ id: created.id, code: 'u', label: 'new', description: null });
      expect(updated.createdDate).toBe(created.createdDate);
    });

    it('when the update changes the code, then 400; when the id is unknown, then 404', async () => {
      const { id } = await json(await create({ code: 'fixed', label: 'l' }));
      const changed = await t.request('PUT', `${base}/${id}`, {
        token: t.admin,
        json: { code: 'other', label: 'l' },
      });
      expect(changed.status).toBe(400);
      expect((await t.request('PUT', `${base}/98765`, { token: t.admin, json: { label: 'l' } })).status).toBe(
        404,
      );
      expect((await t.request('GET', `${base}/98765`, { token: t.admin })).status).toBe(404);
    });

    it('when an unused entry is deleted, then 204, it is gone, and its code can be used again', async () => {
      const { id } = await json(await create({ code: 'gone', label: 'l' }));
      expect((await t.request('DELETE', `${base}/${id}`, { token: t.admin })).status).toBe(204);
      expect((await t.request('GET', `${base}/${id}`, { token: t.admin })).status).toBe(404);
      expect((await t.request('DELETE', `${base}/${id}`, { token: t.admin })).status).toBe(404);
      expect((await create({ code: 'gone', label: 'again' })).status).toBe(201);
    });

    it('when a task, even an archived one, uses the entry, then delete is 409 and the entry stays', async () => {
      const { id } = await json(await create({ code: 'used', label: 'l' }));
      const reference = domain === 'tag' ? { tagIds: [id] } : { nomenclatureId: id };
      const task = await json(
        await t.request('POST', '/api/v1/task', {
          token: t.admin,
          json: { code: 'T', label: 't', ...reference },
        }),
      );
      await t.request('DELETE', `/api/v1/task/${task.id}`, { token: t.admin });
      const response = await t.request('DELETE', `${base}/${id}`, { token: t.admin });
      expect(response.status).toBe(409);
      expect((await json(response)).detail).toMatch(/1 task/);
      expect((await t.request('GET', `${base}/${id}`, { token: t.admin })).status).toBe(200);
    });
  });
}
