import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { badgeApi, TIMESTAMP } from '../badges/badge-api.js';

/** docs/api/badges.md#badges-and-companies: creating and reading badges and companies, and what a create rejects; both share one shape and one lifecycle, without archival. */
for (const { name, base } of [
  { name: 'badges', base: '/api/v1/badge' },
  { name: 'companies', base: '/api/v1/company' },
]) {
  describeEachBackend(`${name} lifecycle`, (backend) => {
    const t = useTestApp(backend);
    const api = badgeApi(t, () => t.admin);

    const codes = async () => (await api.read(base)).map((e: { code: string }) => e.code);

    describe('create and read', () => {
      it('when created, then 201 with Location, the full resource with µs timestamps and no audit actors', async () => {
        const response = await api.post(base, {
          code: 'VIP',
          label: 'Very important',
          description: 'Ελληνικά и кириллица',
        });
        expect(response.status).toBe(201);
        const body = await json(response);
        expect(response.headers.get('location')).toBe(`${base}/${body.id}`);
        expect(body).toEqual({
          id: expect.any(Number),
          code: 'VIP',
          label: 'Very important',
          description: 'Ελληνικά и кириллица',
          createdDate: expect.stringMatching(TIMESTAMP),
          lastModifiedDate: body.createdDate,
        });
        expect(await api.read(`${base}/${body.id}`)).toEqual(body);
      });

      it('when the description is omitted, then it is null', async () => {
        expect((await api.create(base, { code: 'A', label: 'a' })).description).toBeNull();
      });

      it('when a client sends id and dates, then they are ignored', async () => {
        const body = await api.create(base, {
          code: 'S',
          label: 'x',
          id: 999,
          createdDate: '2000-01-01T00:00:00.000000Z',
          lastModifiedDate: 'garbage',
        });
        expect(body.id).not.toBe(999);
        expect(body.createdDate).not.toBe('2000-01-01T00:00:00.000000Z');
      });

      it('when listed, then ordered by code point: upper case, underscore, lower case', async () => {
        for (const code of ['alpha', '_x', 'Zeta', 'b', 'é']) await api.create(base, { code, label: code });
        expect(await codes()).toEqual(['Zeta', '_x', 'alpha', 'b', 'é']);
      });

      it('when the code is taken, then 409 and nothing changes', async () => {
        await api.create(base, { code: 'DUP', label: 'one' });
        const response = await api.post(base, { code: 'DUP', label: 'two' });
        expect(response.status).toBe(409);
        expect(await json(response)).toMatchObject({
          status: 409,
          code: expect.stringMatching(/DUPLICATE_CODE$/),
        });
        expect((await api.read(base)).map((e: { label: string }) => e.label)).toEqual(['one']);
      });

      it('when the id is unknown, then 404 as a problem', async () => {
        const response = await api.get(`${base}/4242`);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toBe('application/problem+json');
      });
    });

    describe('validation', () => {
      it.each([
        ['a blank label', { code: 'X', label: '   ' }, 'label'],
        ['a missing label', { code: 'X' }, 'label'],
        ['a missing code', { label: 'x' }, 'code'],
        ['an empty code', { code: '', label: 'x' }, 'code'],
        ['a code with surrounding spaces', { code: ' X ', label: 'x' }, 'code'],
        ['a code over 100 characters', { code: 'x'.repeat(101), label: 'x' }, 'code'],
        ['a label over 255 characters', { code: 'X', label: 'x'.repeat(256) }, 'label'],
        [
          'a description over 10000 characters',
          { code: 'X', label: 'x', description: 'x'.repeat(10_001) },
          'description',
        ],
        ['an unknown property', { code: 'X', label: 'x', colour: 'red' }, 'colour'],
        [
          'an audit actor, which these resources do not have',
          { code: 'X', label: 'x', createdBy: 'me' },
          'createdBy',
        ],
        ['a label of the wrong type', { code: 'X', label: 42 }, 'label'],
      ])('when created with %s, then 400 naming the field and nothing is stored', async (_, body, path) => {
        const response = await api.post(base, body);
        expect(response.status).toBe(400);
        expect((await json(response)).errors.map((e: { path: string }) => e.path)).toContain(path);
        expect(await api.read(base)).toEqual([]);
      });

      it('when the body is not JSON, then 400', async () => {
        const response = await t.request('POST', base, {
          token: await t.adminToken(),
          body: '{"code":',
          headers: { 'Content-Type': 'application/json' },
        });
        expect(response.status).toBe(400);
      });

      it.each(['abc', '0', '-1', '1.5', '99999999999999999'])(
        'when the path id is "%s", then 400',
        async (id) => {
          expect((await api.get(`${base}/${id}`)).status).toBe(400);
        },
      );
    });
  });
}
