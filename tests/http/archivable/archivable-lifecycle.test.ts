import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { ReadBarrier } from '../../support/read-barrier.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** docs/api/records.md#archival-lifecycle: tasks and template objects share one lifecycle. */
for (const { name, base } of [
  { name: 'tasks', base: '/api/v1/task' },
  { name: 'template objects', base: '/api/v1/domaintemplate' },
]) {
  describeEachBackend(`${name} lifecycle`, (backend) => {
    let t: TestApp;
    let admin: string;
    let barrier: ReadBarrier;
    beforeEach(async () => {
      barrier = new ReadBarrier();
      t = await createTestApp(backend, { persistence: barrier.wrap });
      admin = await t.adminToken();
    });
    afterEach(async () => {
      await t.close();
    });

    const create = (body: object, token = admin) => t.request('POST', base, { token, json: body });

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
        const read = await t.request('GET', `${base}/${body.id}`, { token: admin });
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
        const list = await json(await t.request('GET', base, { token: admin }));
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
        expect(await json(await t.request('GET', base, { token: admin }))).toEqual([]);
      });

      it.each(['abc', '0', '-1', '1.5', '99999999999999999'])(
        'when the path id is "%s", then 400',
        async (id) => {
          expect((await t.request('GET', `${base}/${id}`, { token: admin })).status).toBe(400);
        },
      );
    });

    describe('update', () => {
      it('when updated, then mutable fields change, id, code and createdDate stay, lastModified moves', async () => {
        const created = await json(await create({ code: 'U-1', label: 'before', description: 'd' }));
        const editor = await t.createUser({ username: 'editor', roles: ['ADMIN'] });
        const response = await t.request('PUT', `${base}/${created.id}`, {
          token: await editor.token(),
          json: { label: 'after' },
        });
        expect(response.status).toBe(200);
        const updated = await json(response);
        expect(updated).toMatchObject({ id: created.id, code: 'U-1', label: 'after', description: null });
        expect(updated.createdDate).toBe(created.createdDate);
        expect(updated.createdBy).toBe('admin');
        expect(updated.lastModifiedBy).toBe('editor');
        expect(updated.lastModifiedDate > created.lastModifiedDate).toBe(true);
      });

      it('when the body repeats the stored code, then it is accepted; a different code is 400', async () => {
        const { id } = await json(await create({ code: 'C-1', label: 'x' }));
        expect(
          (await t.request('PUT', `${base}/${id}`, { token: admin, json: { code: 'C-1', label: 'y' } }))
            .status,
        ).toBe(200);
        const changed = await t.request('PUT', `${base}/${id}`, {
          token: admin,
          json: { code: 'C-2', label: 'y' },
        });
        expect(changed.status).toBe(400);
        expect((await json(changed)).errors[0].path).toBe('code');
      });

      it('when a client PUTs back what it read, then it is accepted unchanged', async () => {
        const created = await json(await create({ code: 'RT', label: 'round trip' }));
        const response = await t.request('PUT', `${base}/${created.id}`, { token: admin, json: created });
        expect(response.status).toBe(200);
        expect(await json(response)).toMatchObject({ code: 'RT', label: 'round trip' });
      });

      it('when the id is unknown, then 404', async () => {
        expect((await t.request('PUT', `${base}/4242`, { token: admin, json: { label: 'x' } })).status).toBe(
          404,
        );
      });

      it('when two updates race on one record, then exactly one wins and the other gets 409', async () => {
        const { id } = await json(await create({ code: 'RACE', label: 'start' }));
        barrier.arm(2);
        const [a, b] = await Promise.all([
          t.request('PUT', `${base}/${id}`, { token: admin, json: { label: 'from A' } }),
          t.request('PUT', `${base}/${id}`, { token: admin, json: { label: 'from B' } }),
        ]);
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        const winner = a.status === 200 ? 'from A' : 'from B';
        expect((await json(await t.request('GET', `${base}/${id}`, { token: admin }))).label).toBe(winner);
        const loser = a.status === 409 ? a : b;
        expect(await json(loser)).toMatchObject({
          status: 409,
          code: expect.stringMatching(/CONCURRENT_CHANGE$/),
        });
      });

      it('when an update races a delete, then the stale update gets 409 and the record stays archived', async () => {
        const { id } = await json(await create({ code: 'RACE-DEL', label: 'start' }));
        barrier.arm(2);
        const pendingUpdate = t.request('PUT', `${base}/${id}`, { token: admin, json: { label: 'late' } });
        // The delete goes after the update has read and before it writes; the GET releases it.
        await barrier.firstArrival();
        const remove = await t.request('DELETE', `${base}/${id}`, { token: admin });
        await t.request('GET', `${base}/${id}`, { token: admin });
        const update = await pendingUpdate;
        expect(remove.status).toBe(204);
        expect(update.status).toBe(409);
        expect((await t.request('GET', `${base}/${id}`, { token: admin })).status).toBe(404);
      });
    });

    describe('archival', () => {
      it('when deleted, then 204, and the record is gone from read, update, list and a second delete', async () => {
        const { id } = await json(await create({ code: 'D-1', label: 'x' }));
        expect((await t.request('DELETE', `${base}/${id}`, { token: admin })).status).toBe(204);
        expect((await t.request('GET', `${base}/${id}`, { token: admin })).status).toBe(404);
        expect((await t.request('PUT', `${base}/${id}`, { token: admin, json: { label: 'y' } })).status).toBe(
          404,
        );
        expect(await json(await t.request('GET', base, { token: admin }))).toEqual([]);
        expect((await t.request('DELETE', `${base}/${id}`, { token: admin })).status).toBe(404);
        expect((await t.request('DELETE', `${base}/777`, { token: admin })).status).toBe(404);
      });

      it('when an archived code is created again, then a new row with a new id is made', async () => {
        const first = await json(await create({ code: 'AGAIN', label: 'one' }));
        await t.request('DELETE', `${base}/${first.id}`, { token: admin });
        const second = await create({ code: 'AGAIN', label: 'two' });
        expect(second.status).toBe(201);
        const secondId = (await json(second)).id;
        expect(secondId).not.toBe(first.id);
        await t.request('DELETE', `${base}/${secondId}`, { token: admin });
        expect((await create({ code: 'AGAIN', label: 'three' })).status).toBe(201);
      });

      it('when an active code is created again, then 409 and nothing changes', async () => {
        await create({ code: 'DUP', label: 'one' });
        const response = await create({ code: 'DUP', label: 'two' });
        expect(response.status).toBe(409);
        expect(
          (await json(await t.request('GET', base, { token: admin }))).map((r: { label: string }) => r.label),
        ).toEqual(['one']);
      });

      it('when several are deleted at once, then active ones are archived and the rest skipped, in request order', async () => {
        const a = await json(await create({ code: 'A', label: 'a' }));
        const b = await json(await create({ code: 'B', label: 'b' }));
        await t.request('DELETE', `${base}/${b.id}`, { token: admin });
        const c = await json(await create({ code: 'C', label: 'c' }));
        const response = await t.request('POST', `${base}/delete-selected`, {
          token: admin,
          json: { ids: [c.id, 9999, a.id, b.id, c.id] },
        });
        expect(response.status).toBe(200);
        expect(await json(response)).toEqual({ deletedIds: [c.id, a.id], skippedIds: [9999, b.id] });
        expect(await json(await t.request('GET', base, { token: admin }))).toEqual([]);
      });

      it.each([
        ['non-positive ids', { ids: [0, -3] }],
        ['a missing ids property', {}],
        ['ids that are not numbers', { ids: ['1'] }],
      ])('when delete-selected gets %s, then 400', async (_, body) => {
        expect(
          (await t.request('POST', `${base}/delete-selected`, { token: admin, json: body })).status,
        ).toBe(400);
      });
    });

    describe('seed', () => {
      it('when seeded, then new codes are created, existing active codes updated, archived codes made anew', async () => {
        const kept = await json(await create({ code: 'KEEP', label: 'old', description: 'old' }));
        const gone = await json(await create({ code: 'GONE', label: 'old' }));
        await t.request('DELETE', `${base}/${gone.id}`, { token: admin });
        const response = await t.request('POST', `${base}/seed`, {
          token: admin,
          json: [
            { code: 'NEW', label: 'new', id: 12345, createdBy: 'mallory' },
            { code: 'KEEP', label: 'updated', description: null },
            { code: 'GONE', label: 'revived' },
          ],
        });
        expect(response.status).toBe(201);
        const stored = await json(response);
        expect(stored.map((r: { code: string }) => r.code)).toEqual(['NEW', 'KEEP', 'GONE']);
        expect(stored[0].id).not.toBe(12345);
        expect(stored[0].createdBy).toBe('admin');
        expect(stored[1]).toMatchObject({
          id: kept.id,
          label: 'updated',
          description: null,
          createdDate: kept.createdDate,
        });
        expect(stored[2].id).not.toBe(gone.id);
        const list = await json(await t.request('GET', base, { token: admin }));
        expect(list.map((r: { code: string }) => r.code)).toEqual(['GONE', 'KEEP', 'NEW']);
      });

      it('when one element is invalid, then 400 naming its index and nothing is stored', async () => {
        await create({ code: 'EXISTING', label: 'untouched' });
        const response = await t.request('POST', `${base}/seed`, {
          token: admin,
          json: [
            { code: 'OK-1', label: 'fine' },
            { code: 'EXISTING', label: 'would change' },
            { code: 'BAD', label: ' ' },
          ],
        });
        expect(response.status).toBe(400);
        expect((await json(response)).errors).toEqual([{ path: '[2].label', message: 'must not be blank' }]);
        const list = await json(await t.request('GET', base, { token: admin }));
        expect(list.map((r: { code: string; label: string }) => [r.code, r.label])).toEqual([
          ['EXISTING', 'untouched'],
        ]);
      });

      it('when the same code appears twice, then 400 naming the second and nothing is stored', async () => {
        const response = await t.request('POST', `${base}/seed`, {
          token: admin,
          json: [
            { code: 'TWICE', label: 'a' },
            { code: 'TWICE', label: 'b' },
          ],
        });
        expect(response.status).toBe(400);
        expect((await json(response)).errors[0].path).toBe('[1].code');
        expect(await json(await t.request('GET', base, { token: admin }))).toEqual([]);
      });

      it('when the body is not an array, then 400', async () => {
        expect((await t.request('POST', `${base}/seed`, { token: admin, json: { code: 'x' } })).status).toBe(
          400,
        );
      });
    });
  });
}
