import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { conditionalCases } from '../shared/conditional-cases.js';

/** docs/api/records.md#conditional-requests and #patch, on badges and companies. */
for (const { name, base } of [
  { name: 'badges', base: '/api/v1/badge' },
  { name: 'companies', base: '/api/v1/company' },
]) {
  describeEachBackend(`${name}: ETags, If-Match, If-None-Match and PATCH`, (backend) => {
    const t = useTestApp(backend);
    const create = async (body: object) =>
      json(await t.request('POST', base, { token: t.admin, json: body }));

    conditionalCases(t, backend, {
      name,
      base,
      create: (_app, n) => create({ code: `c-${n}`, label: 'l', description: 'd' }),
      put: (current) => ({ code: current.code, label: `${current.label}+` }),
      patch: { body: { label: 'patched' }, expected: { label: 'patched', description: 'd' } },
    });

    it('when a patch resets the description, sends createdBy or changes the code, then null, 400 unknown property, 400 RECORD.CODE_IMMUTABLE', async () => {
      const { id } = await create({ code: 'k', label: 'l', description: 'd' });
      const patch = (body: object) =>
        t.request('PATCH', `${base}/${id}`, {
          token: t.admin,
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/merge-patch+json' },
        });
      expect(await json(await patch({ description: null, lastModifiedDate: 'x' }))).toMatchObject({
        description: null,
      });
      const actors = await expectProblem(await patch({ createdBy: 'mallory' }), 400, 'REQUEST.INVALID');
      expect(actors.errors?.[0]?.path).toBe('createdBy');
      await expectProblem(await patch({ code: 'other' }), 400, 'RECORD.CODE_IMMUTABLE');
    });
  });
}
