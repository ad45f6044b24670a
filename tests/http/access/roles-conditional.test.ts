import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { conditionalCases } from '../shared/conditional-cases.js';

const base = '/api/v1/auth/roles';

/** docs/api/records.md#conditional-requests and #patch, on roles (docs/api/access.md#roles). */
describeEachBackend('roles: ETags, If-Match, If-None-Match and PATCH', (backend) => {
  const t = useTestApp(backend);
  const create = async (code: string) =>
    json(await t.request('POST', base, { token: t.admin, json: { code, label: `label of ${code}` } }));

  conditionalCases(t, backend, {
    name: 'roles',
    base,
    create: (_app, n) => create(`ROLE_${n}`),
    put: (current) => ({ code: current.code, label: `${current.label}+` }),
    patch: { body: { label: 'patched' }, expected: { label: 'patched', system: false } },
  });

  it('when a patch changes the code or removes the label, then 400 as on PUT; sending system back is ignored', async () => {
    const { id } = await create('EDITORS');
    const patch = (body: object) =>
      t.request('PATCH', `${base}/${id}`, {
        token: t.admin,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/merge-patch+json' },
      });
    await expectProblem(await patch({ code: 'OTHER' }), 400, 'ROLE.CODE_IMMUTABLE');
    await expectProblem(await patch({ label: null }), 400, 'REQUEST.INVALID');
    expect(await json(await patch({ system: true, label: 'Editors' }))).toMatchObject({
      label: 'Editors',
      system: false,
    });
  });
});
