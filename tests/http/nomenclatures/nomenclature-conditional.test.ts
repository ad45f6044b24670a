import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { conditionalCases } from '../shared/conditional-cases.js';

const base = '/api/v1/nomenclature';

/** docs/api/records.md#conditional-requests and #patch, on nomenclatures. */
describeEachBackend('nomenclatures: ETags, If-Match, If-None-Match and PATCH', (backend) => {
  const t = useTestApp(backend);
  const create = async (body: object) => json(await t.request('POST', base, { token: t.admin, json: body }));

  conditionalCases(t, backend, {
    name: 'nomenclatures',
    base,
    create: (_app, n) => create({ code: `n-${n}`, label: 'l', description: 'd' }),
    put: (current) => ({ code: current.code, label: `${current.label}+`, parentId: current.parentId }),
    patch: { body: { label: 'patched' }, expected: { label: 'patched', description: 'd' } },
  });

  const patch = (id: number, body: object) =>
    t.request('PATCH', `${base}/${id}`, {
      token: t.admin,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/merge-patch+json' },
    });

  it('when a patch sets or resets the parent, then the tree rules of PUT apply: a cycle or an unknown parent is a 400', async () => {
    const root = await create({ code: 'root', label: 'r' });
    const child = await create({ code: 'child', label: 'c', parentId: root.id });
    expect(await json(await patch(child.id, { label: 'moved' }))).toMatchObject({
      parentId: root.id,
      label: 'moved',
    });
    await expectProblem(await patch(root.id, { parentId: child.id }), 400, 'NOMENCLATURE.CYCLE');
    await expectProblem(await patch(root.id, { parentId: 424242 }), 400, 'RECORD.INVALID_REFERENCE');
    expect(await json(await patch(child.id, { parentId: null }))).toMatchObject({ parentId: null });
  });
});
