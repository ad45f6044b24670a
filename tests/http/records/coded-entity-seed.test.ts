import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { badgeApi } from '../badges/badge-api.js';

/** docs/api/badges.md#badges-and-companies: seeding badges and companies; both share one shape and one lifecycle, without archival. */
for (const { name, base } of [
  { name: 'badges', base: '/api/v1/badge' },
  { name: 'companies', base: '/api/v1/company' },
]) {
  describeEachBackend(`${name} lifecycle`, (backend) => {
    const t = useTestApp(backend);
    const api = badgeApi(t, () => t.admin);

    const codes = async () => (await api.read(base)).map((e: { code: string }) => e.code);

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
  });
}
