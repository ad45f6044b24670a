import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { ReadBarrier } from '../../support/read-barrier.js';
import { useTestApp } from '../../support/use-test-app.js';
import { conditionalCases } from '../shared/conditional-cases.js';

const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };

/** docs/api/records.md#conditional-requests and #patch, on tasks and template objects. */
for (const { name, base } of [
  { name: 'tasks', base: '/api/v1/task' },
  { name: 'template objects', base: '/api/v1/domaintemplate' },
]) {
  describeEachBackend(`${name}: ETags, If-Match, If-None-Match and PATCH`, (backend) => {
    let barrier: ReadBarrier;
    const t = useTestApp(backend, {
      app: () => {
        barrier = new ReadBarrier();
        return { persistence: barrier.wrap };
      },
    });

    describe('shared cases', () => {
      conditionalCases(t, backend, {
        name,
        base,
        create: async (app, n) => {
          const response = await app.request('POST', base, {
            token: app.admin,
            json: { code: `C-${n}`, label: `label ${n}`, description: 'kept' },
          });
          expect(response.status).toBe(201);
          expect(response.headers.get('etag')).toBe(
            (await app.request('GET', response.headers.get('location')!, { token: app.admin })).headers.get(
              'etag',
            ),
          );
          return json(response);
        },
        put: (current) => ({ code: current.code, label: `${current.label} and more`, description: 'kept' }),
        patch: { body: { label: 'patched' }, expected: { label: 'patched' } },
      });
    });

    const patch = (id: number, body: unknown, headers: Record<string, string> = {}) =>
      t.request('PATCH', `${base}/${id}`, {
        token: t.admin,
        body: JSON.stringify(body),
        headers: { ...MERGE_PATCH, ...headers },
      });
    const create = async (body: object) =>
      json(await t.request('POST', base, { token: t.admin, json: body }));

    it('when a patch sets a field to null, then it takes its PUT default; an omitted field stays', async () => {
      const created = await create({ code: 'N-1', label: 'l', description: 'd' });
      const response = await patch(created.id, { description: null });
      expect(response.status).toBe(200);
      expect(await json(response)).toMatchObject({ code: 'N-1', label: 'l', description: null });
    });

    it('when a patch changes the code, then 400 RECORD.CODE_IMMUTABLE; the same code is accepted', async () => {
      const created = await create({ code: 'K-1', label: 'l' });
      const body = await expectProblem(
        await patch(created.id, { code: 'K-2' }),
        400,
        'RECORD.CODE_IMMUTABLE',
      );
      expect(body.errors?.[0]?.path).toBe('code');
      expect((await patch(created.id, { code: 'K-1', label: 'm' })).status).toBe(200);
    });

    it('when a patch removes the label or breaks a field rule, then 400 and nothing changes', async () => {
      const created = await create({ code: 'L-1', label: 'l' });
      const removed = await expectProblem(await patch(created.id, { label: null }), 400, 'REQUEST.INVALID');
      expect(removed.errors?.[0]?.path).toBe('label');
      await expectProblem(await patch(created.id, { label: '   ' }), 400, 'RECORD.BLANK_LABEL');
      expect(await json(await t.request('GET', `${base}/${created.id}`, { token: t.admin }))).toEqual(
        created,
      );
    });

    it('when a patch sends server-owned fields back, then they are ignored as on PUT', async () => {
      const created = await create({ code: 'S-1', label: 'l' });
      const response = await patch(created.id, { id: 999, createdBy: 'mallory', label: 'm' });
      expect(response.status).toBe(200);
      expect(await json(response)).toMatchObject({ id: created.id, createdBy: 'admin', label: 'm' });
    });

    it('when two writers send If-Match with the same ETag at once, then one is written and the other gets 412', async () => {
      const created = await create({ code: 'R-1', label: 'start' });
      const etag = (await t.request('GET', `${base}/${created.id}`, { token: t.admin })).headers.get('etag')!;
      // Both read the record before either writes.
      barrier.arm(2);
      const [a, b] = await Promise.all([
        t.request('PUT', `${base}/${created.id}`, {
          token: t.admin,
          json: { label: 'from A' },
          headers: { 'if-match': etag },
        }),
        t.request('PUT', `${base}/${created.id}`, {
          token: t.admin,
          json: { label: 'from B' },
          headers: { 'if-match': etag },
        }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 412]);
      await expectProblem(a.status === 412 ? a : b, 412, 'RECORD.PRECONDITION_FAILED');
      const winner = a.status === 200 ? 'from A' : 'from B';
      expect((await json(await t.request('GET', `${base}/${created.id}`, { token: t.admin }))).label).toBe(
        winner,
      );
    });

    it('when a DELETE with If-Match races a PUT that read the same ETag, then exactly one of them succeeds', async () => {
      const created = await create({ code: 'R-2', label: 'start' });
      const etag = (await t.request('GET', `${base}/${created.id}`, { token: t.admin })).headers.get('etag')!;
      barrier.arm(2);
      const [written, removed] = await Promise.all([
        t.request('PUT', `${base}/${created.id}`, {
          token: t.admin,
          json: { label: 'x' },
          headers: { 'if-match': etag },
        }),
        t.request('DELETE', `${base}/${created.id}`, { token: t.admin, headers: { 'if-match': etag } }),
      ]);
      expect([written.status, removed.status].sort()).toEqual(
        written.status === 200 ? [200, 412] : [204, 412],
      );
    });
  });
}
