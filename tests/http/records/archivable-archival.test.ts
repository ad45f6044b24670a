import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

/** docs/api/records.md#archival-lifecycle: archiving and seeding tasks and template objects. */
for (const { name, base } of [
  { name: 'tasks', base: '/api/v1/task' },
  { name: 'template objects', base: '/api/v1/domaintemplate' },
]) {
  describeEachBackend(`${name} lifecycle`, (backend) => {
    const t = useTestApp(backend);

    const create = (body: object, token = t.admin) => t.request('POST', base, { token, json: body });

    describe('archival', () => {
      it('when deleted, then 204, and the record is gone from read, update, list and a second delete', async () => {
        const { id } = await json(await create({ code: 'D-1', label: 'x' }));
        expect((await t.request('DELETE', `${base}/${id}`, { token: t.admin })).status).toBe(204);
        expect((await t.request('GET', `${base}/${id}`, { token: t.admin })).status).toBe(404);
        expect(
          (await t.request('PUT', `${base}/${id}`, { token: t.admin, json: { label: 'y' } })).status,
        ).toBe(404);
        expect(await json(await t.request('GET', base, { token: t.admin }))).toEqual([]);
        expect((await t.request('DELETE', `${base}/${id}`, { token: t.admin })).status).toBe(404);
        expect((await t.request('DELETE', `${base}/777`, { token: t.admin })).status).toBe(404);
      });

      it('when an archived code is created again, then a new row with a new id is made', async () => {
        const first = await json(await create({ code: 'AGAIN', label: 'one' }));
        await t.request('DELETE', `${base}/${first.id}`, { token: t.admin });
        const second = await create({ code: 'AGAIN', label: 'two' });
        expect(second.status).toBe(201);
        const secondId = (await json(second)).id;
        expect(secondId).not.toBe(first.id);
        await t.request('DELETE', `${base}/${secondId}`, { token: t.admin });
        expect((await create({ code: 'AGAIN', label: 'three' })).status).toBe(201);
      });

      it('when an active code is created again, then 409 and nothing changes', async () => {
        await create({ code: 'DUP', label: 'one' });
        const response = await create({ code: 'DUP', label: 'two' });
        expect(response.status).toBe(409);
        expect(
          (await json(await t.request('GET', base, { token: t.admin }))).map(
            (r: { label: string }) => r.label,
          ),
        ).toEqual(['one']);
      });

      it('when several are deleted at once, then active ones are archived and the rest skipped, in request order', async () => {
        const a = await json(await create({ code: 'A', label: 'a' }));
        const b = await json(await create({ code: 'B', label: 'b' }));
        await t.request('DELETE', `${base}/${b.id}`, { token: t.admin });
        const c = await json(await create({ code: 'C', label: 'c' }));
        const response = await t.request('POST', `${base}/delete-selected`, {
          token: t.admin,
          json: { ids: [c.id, 9999, a.id, b.id, c.id] },
        });
        expect(response.status).toBe(200);
        expect(await json(response)).toEqual({ deletedIds: [c.id, a.id], skippedIds: [9999, b.id] });
        expect(await json(await t.request('GET', base, { token: t.admin }))).toEqual([]);
      });

      it.each([
        ['non-positive ids', { ids: [0, -3] }],
        ['a missing ids property', {}],
        ['ids that are not numbers', { ids: ['1'] }],
      ])('when delete-selected gets %s, then 400', async (_, body) => {
        expect(
          (await t.request('POST', `${base}/delete-selected`, { token: t.admin, json: body })).status,
        ).toBe(400);
      });
    });

    describe('seed', () => {
      it('when seeded, then new codes are created, existing active codes updated, archived codes made anew', async () => {
        const kept = await json(await create({ code: 'KEEP', label: 'old', description: 'old' }));
        const gone = await json(await create({ code: 'GONE', label: 'old' }));
        await t.request('DELETE', `${base}/${gone.id}`, { token: t.admin });
        const response = await t.request('POST', `${base}/seed`, {
          token: t.admin,
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
        const list = await json(await t.request('GET', base, { token: t.admin }));
        expect(list.map((r: { code: string }) => r.code)).toEqual(['GONE', 'KEEP', 'NEW']);
      });

      it('when one element is invalid, then 400 naming its index and nothing is stored', async () => {
        await create({ code: 'EXISTING', label: 'untouched' });
        const response = await t.request('POST', `${base}/seed`, {
          token: t.admin,
          json: [
            { code: 'OK-1', label: 'fine' },
            { code: 'EXISTING', label: 'would change' },
            { code: 'BAD', label: ' ' },
          ],
        });
        expect(response.status).toBe(400);
        expect((await json(response)).errors).toEqual([{ path: '[2].label', message: 'must not be blank' }]);
        const list = await json(await t.request('GET', base, { token: t.admin }));
        expect(list.map((r: { code: string; label: string }) => [r.code, r.label])).toEqual([
          ['EXISTING', 'untouched'],
        ]);
      });

      it('when the same code appears twice, then 400 naming the second and nothing is stored', async () => {
        const response = await t.request('POST', `${base}/seed`, {
          token: t.admin,
          json: [
            { code: 'TWICE', label: 'a' },
            { code: 'TWICE', label: 'b' },
          ],
        });
        expect(response.status).toBe(400);
        expect((await json(response)).errors[0].path).toBe('[1].code');
        expect(await json(await t.request('GET', base, { token: t.admin }))).toEqual([]);
      });

      it('when the body is not an array, then 400', async () => {
        expect(
          (await t.request('POST', `${base}/seed`, { token: t.admin, json: { code: 'x' } })).status,
        ).toBe(400);
      });
    });
  });
}
