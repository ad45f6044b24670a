import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** docs/api/records.md#archival-lifecycle: creating and reading tasks and template objects, and what a create rejects. */
for (const { name, base } of [
  { name: 'tasks', base: '/api/v1/task' },
  { name: 'template objects', base: '/api/v1/domaintemplate' },
]) {
  describeEachBackend(`${name} lifecycle`, (backend) => {
    const t = useTestApp(backend);

    const create = (body: object, token = t.admin) => t.request('POST', base, { token, json: body });

    describe('create and read', () => {
      it('when created, then 201 with Location, the full resource, audit actors and µs timestamps', async () => {
        const response = await create({ code: 'A-1', label: 'First', description: 'Ελληνικά и кириллица' });
        expect(response.status).toBe(201);
        const body = await json(response);
        expect(response.headers.get('location')).toBe(`${base}/${body.id}`);
        expect(body).toMatchObject({
          code: 'A-1',
          label: 'First',
          description: 'Ελληνικά и кириллица',
          createdBy: 'admin',
          lastModifiedBy: 'admin',
        });
        expect(body.createdDate).toMatch(TIMESTAMP);
        expect(body.lastModifiedDate).toBe(body.createdDate);
        expect(body).not.toHaveProperty('version');
        expect(body).not.toHaveProperty('archivedAt');
        const read = await t.request('GET', `${base}/${body.id}`, { token: t.admin });
        expect(await json(read)).toEqual(body);
      });

      it('when a client sends server-owned fields, then they are ignored', async () => {
        const body = await json(
          await create({
            code: 'S',
            label: 'x',
            id: 999,
            createdBy: 'mallory',
            lastModifiedBy: 'mallory',
            createdDate: '2000-01-01T00:00:00.000000Z',
            lastModifiedDate: 'garbage',
          }),
        );
        expect(body.id).not.toBe(999);
        expect(body.createdBy).toBe('admin');
        expect(body.createdDate).not.toBe('2000-01-01T00:00:00.000000Z');
      });

      it('when listed, then active records come ordered by code point', async () => {
        for (const code of ['b', 'B', '_a', 'a', 'Zeta'])
          expect((await create({ code, label: code })).status).toBe(201);
        const list = await json(await t.request('GET', base, { token: t.admin }));
        expect(list.map((r: { code: string }) => r.code)).toEqual(['B', 'Zeta', '_a', 'a', 'b']);
      });

      it('when a USER reads, then it works, and a USER write is 403', async () => {
        const user = await t.createUser({ username: 'reader' });
        const token = await user.token();
        const { id } = await json(await create({ code: 'R', label: 'r' }));
        expect((await t.request('GET', base, { token })).status).toBe(200);
        expect((await t.request('GET', `${base}/${id}`, { token })).status).toBe(200);
        expect((await create({ code: 'U', label: 'u' }, token)).status).toBe(403);
        expect((await t.request('PUT', `${base}/${id}`, { token, json: { label: 'x' } })).status).toBe(403);
        expect((await t.request('DELETE', `${base}/${id}`, { token })).status).toBe(403);
        expect(
          (await t.request('POST', `${base}/delete-selected`, { token, json: { ids: [id] } })).status,
        ).toBe(403);
        expect((await t.request('POST', `${base}/seed`, { token, json: [] })).status).toBe(403);
      });

      it('when called without a token, then 401', async () => {
        expect((await t.request('GET', base)).status).toBe(401);
        expect((await t.request('POST', base, { json: { code: 'x', label: 'x' } })).status).toBe(401);
      });
    });

    describe('validation', () => {
      it.each([
        ['blank label', { code: 'X', label: '   ' }, 'label'],
        ['missing label', { code: 'X' }, 'label'],
        ['missing code', { label: 'x' }, 'code'],
        ['empty code', { code: '', label: 'x' }, 'code'],
        ['code with surrounding spaces', { code: ' X ', label: 'x' }, 'code'],
        ['code with a control character', { code: 'X\u0007', label: 'x' }, 'code'],
        ['code over 100 characters', { code: 'x'.repeat(101), label: 'x' }, 'code'],
        ['label over 255 characters', { code: 'X', label: 'x'.repeat(256) }, 'label'],
        [
          'description over 10000 characters',
          { code: 'X', label: 'x', description: 'x'.repeat(10_001) },
          'description',
        ],
        ['unknown property', { code: 'X', label: 'x', colour: 'red' }, 'colour'],
        ['label of the wrong type', { code: 'X', label: 42 }, 'label'],
      ])('when created with %s, then 400 naming the field and nothing is stored', async (_, body, path) => {
        const response = await create(body);
        expect(response.status).toBe(400);
        const problem = await json(response);
        expect(problem.errors.map((e: { path: string }) => e.path)).toContain(path);
        expect(await json(await t.request('GET', base, { token: t.admin }))).toEqual([]);
      });

      it.each(['abc', '0', '-1', '1.5', '99999999999999999'])(
        'when the path id is "%s", then 400',
        async (id) => {
          expect((await t.request('GET', `${base}/${id}`, { token: t.admin })).status).toBe(400);
        },
      );
    });
  });
}
