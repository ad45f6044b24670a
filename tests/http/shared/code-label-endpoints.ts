import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** docs/api/taxonomy.md: tags and nomenclatures share the CRUD rules. */
for (const domain of ['tag', 'nomenclature'] as const) {
  const base = `/api/v1/${domain}`;
  describeEachBackend(`${domain} endpoints`, (backend) => {
    let t: TestApp;
    let admin: string;
    beforeEach(async () => {
      t = await createTestApp(backend);
      admin = await t.adminToken();
    });
    afterEach(async () => {
      await t.close();
    });

    const create = (body: object) => t.request('POST', base, { token: admin, json: body });

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
      expect(await json(await t.request('GET', `${base}/${body.id}`, { token: admin }))).toEqual(body);
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
      const labels = (await json(await t.request('GET', base, { token: admin }))).map(
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
        expect(await json(await t.request('GET', base, { token: admin }))).toEqual([]);
      });
    }

    it('when updated, then label and description change, code and createdDate stay', async () => {
      const created = await json(await create({ code: 'u', label: 'old', description: 'd' }));
      const response = await t.request('PUT', `${base}/${created.id}`, {
        token: admin,
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
        token: admin,
        json: { code: 'other', label: 'l' },
      });
      expect(changed.status).toBe(400);
      expect((await t.request('PUT', `${base}/98765`, { token: admin, json: { label: 'l' } })).status).toBe(
        404,
      );
      expect((await t.request('GET', `${base}/98765`, { token: admin })).status).toBe(404);
    });

    it('when an unused entry is deleted, then 204, it is gone, and its code can be used again', async () => {
      const { id } = await json(await create({ code: 'gone', label: 'l' }));
      expect((await t.request('DELETE', `${base}/${id}`, { token: admin })).status).toBe(204);
      expect((await t.request('GET', `${base}/${id}`, { token: admin })).status).toBe(404);
      expect((await t.request('DELETE', `${base}/${id}`, { token: admin })).status).toBe(404);
      expect((await create({ code: 'gone', label: 'again' })).status).toBe(201);
    });

    it('when a task, even an archived one, uses the entry, then delete is 409 and the entry stays', async () => {
      const { id } = await json(await create({ code: 'used', label: 'l' }));
      const reference = domain === 'tag' ? { tagIds: [id] } : { nomenclatureId: id };
      const task = await json(
        await t.request('POST', '/api/v1/task', {
          token: admin,
          json: { code: 'T', label: 't', ...reference },
        }),
      );
      await t.request('DELETE', `/api/v1/task/${task.id}`, { token: admin });
      const response = await t.request('DELETE', `${base}/${id}`, { token: admin });
      expect(response.status).toBe(409);
      expect((await json(response)).detail).toMatch(/1 task/);
      expect((await t.request('GET', `${base}/${id}`, { token: admin })).status).toBe(200);
    });
  });
}

describeEachBackend('nomenclature tree', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    t = await createTestApp(backend);
    admin = await t.adminToken();
  });
  afterEach(async () => {
    await t.close();
  });

  const create = async (code: string, parentId: number | null = null) =>
    (
      await json(
        await t.request('POST', '/api/v1/nomenclature', {
          token: admin,
          json: { code, label: code, parentId },
        }),
      )
    ).id as number;
  const reparent = (id: number, parentId: number | null) =>
    t.request('PUT', `/api/v1/nomenclature/${id}`, { token: admin, json: { label: 'moved', parentId } });

  it('when created under a parent, then parentId is returned; an unknown parent is 400', async () => {
    const root = await create('root');
    const child = await json(
      await t.request('GET', `/api/v1/nomenclature/${await create('child', root)}`, { token: admin }),
    );
    expect(child.parentId).toBe(root);
    const orphan = await t.request('POST', '/api/v1/nomenclature', {
      token: admin,
      json: { code: 'orphan', label: 'o', parentId: 424242 },
    });
    expect(orphan.status).toBe(400);
    expect((await json(orphan)).errors[0].path).toBe('parentId');
  });

  describe('cycles', () => {
    it('when an entry is made its own parent, then 400 and the tree is unchanged', async () => {
      const a = await create('a');
      const response = await reparent(a, a);
      expect(response.status).toBe(400);
      expect((await json(response)).code).toBe('NOMENCLATURE.CYCLE');
      expect(
        (await json(await t.request('GET', `/api/v1/nomenclature/${a}`, { token: admin }))).parentId,
      ).toBeNull();
    });

    it('when two entries would be each other’s parent, then 400', async () => {
      const a = await create('a');
      const b = await create('b', a);
      expect((await reparent(a, b)).status).toBe(400);
    });

    it('when a root would move under its grandchild, then 400; moving it elsewhere works', async () => {
      const a = await create('a');
      const b = await create('b', a);
      const c = await create('c', b);
      const other = await create('other');
      expect((await reparent(a, c)).status).toBe(400);
      expect((await reparent(a, other)).status).toBe(200);
      expect((await reparent(a, null)).status).toBe(200);
    });
  });

  it('when an entry has children, then delete is 409 until they are gone', async () => {
    const parent = await create('parent');
    const child = await create('child', parent);
    const response = await t.request('DELETE', `/api/v1/nomenclature/${parent}`, { token: admin });
    expect(response.status).toBe(409);
    expect((await json(response)).code).toBe('NOMENCLATURE.IN_USE');
    expect((await t.request('DELETE', `/api/v1/nomenclature/${child}`, { token: admin })).status).toBe(204);
    expect((await t.request('DELETE', `/api/v1/nomenclature/${parent}`, { token: admin })).status).toBe(204);
  });
});
