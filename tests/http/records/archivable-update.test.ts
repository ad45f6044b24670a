import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { ReadBarrier } from '../../support/read-barrier.js';
import { useTestApp } from '../../support/use-test-app.js';

/** docs/api/records.md#archival-lifecycle: updates of tasks and template objects, optimistic locking included. */
for (const { name, base } of [
  { name: 'tasks', base: '/api/v1/task' },
  { name: 'template objects', base: '/api/v1/domaintemplate' },
]) {
  describeEachBackend(`${name} lifecycle`, (backend) => {
    let barrier: ReadBarrier;
    const t = useTestApp(backend, {
      app: () => {
        barrier = new ReadBarrier();
        return { persistence: barrier.wrap };
      },
    });

    const create = (body: object, token = t.admin) => t.request('POST', base, { token, json: body });

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
          (await t.request('PUT', `${base}/${id}`, { token: t.admin, json: { code: 'C-1', label: 'y' } }))
            .status,
        ).toBe(200);
        const changed = await t.request('PUT', `${base}/${id}`, {
          token: t.admin,
          json: { code: 'C-2', label: 'y' },
        });
        expect(changed.status).toBe(400);
        expect((await json(changed)).errors[0].path).toBe('code');
      });

      it('when a client PUTs back what it read, then it is accepted unchanged', async () => {
        const created = await json(await create({ code: 'RT', label: 'round trip' }));
        const response = await t.request('PUT', `${base}/${created.id}`, { token: t.admin, json: created });
        expect(response.status).toBe(200);
        expect(await json(response)).toMatchObject({ code: 'RT', label: 'round trip' });
      });

      it('when the id is unknown, then 404', async () => {
        expect(
          (await t.request('PUT', `${base}/4242`, { token: t.admin, json: { label: 'x' } })).status,
        ).toBe(404);
      });

      it('when two updates race on one record, then exactly one wins and the other gets 409', async () => {
        const { id } = await json(await create({ code: 'RACE', label: 'start' }));
        barrier.arm(2);
        const [a, b] = await Promise.all([
          t.request('PUT', `${base}/${id}`, { token: t.admin, json: { label: 'from A' } }),
          t.request('PUT', `${base}/${id}`, { token: t.admin, json: { label: 'from B' } }),
        ]);
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        const winner = a.status === 200 ? 'from A' : 'from B';
        expect((await json(await t.request('GET', `${base}/${id}`, { token: t.admin }))).label).toBe(winner);
        const loser = a.status === 409 ? a : b;
        expect(await json(loser)).toMatchObject({
          status: 409,
          code: expect.stringMatching(/CONCURRENT_CHANGE$/),
        });
      });

      it('when an update races a delete, then the stale update gets 409 and the record stays archived', async () => {
        const { id } = await json(await create({ code: 'RACE-DEL', label: 'start' }));
        barrier.arm(2);
        const pendingUpdate = t.request('PUT', `${base}/${id}`, { token: t.admin, json: { label: 'late' } });
        // The delete goes after the update has read and before it writes; the GET releases it.
        await barrier.firstArrival();
        const remove = await t.request('DELETE', `${base}/${id}`, { token: t.admin });
        await t.request('GET', `${base}/${id}`, { token: t.admin });
        const update = await pendingUpdate;
        expect(remove.status).toBe(204);
        expect(update.status).toBe(409);
        expect((await t.request('GET', `${base}/${id}`, { token: t.admin })).status).toBe(404);
      });
    });
  });
}
