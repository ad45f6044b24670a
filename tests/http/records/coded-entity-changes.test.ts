import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { badgeApi } from '../badges/badge-api.js';

/** docs/api/badges.md#badges-and-companies: updating and deleting badges and companies; both share one shape and one lifecycle, without archival. */
for (const { name, base } of [
  { name: 'badges', base: '/api/v1/badge' },
  { name: 'companies', base: '/api/v1/company' },
]) {
  describeEachBackend(`${name} lifecycle`, (backend) => {
    const t = useTestApp(backend);
    const api = badgeApi(t, () => t.admin);

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
  });
}
