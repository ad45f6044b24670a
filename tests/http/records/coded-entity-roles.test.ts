import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { useTestApp } from '../../support/use-test-app.js';
import { badgeApi } from '../badges/badge-api.js';

/** docs/api/badges.md#badges-and-companies: who may read and write badges and companies; both share one shape and one lifecycle, without archival. */
for (const { name, base } of [
  { name: 'badges', base: '/api/v1/badge' },
  { name: 'companies', base: '/api/v1/company' },
]) {
  describeEachBackend(`${name} lifecycle`, (backend) => {
    const t = useTestApp(backend);
    const api = badgeApi(t, () => t.admin);

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
