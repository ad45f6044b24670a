import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { conditionalCases } from '../shared/conditional-cases.js';

const base = '/api/v1/tag';

/** docs/api/records.md#conditional-requests and #patch, on tags. */
describeEachBackend('tags: ETags, If-Match, If-None-Match and PATCH', (backend) => {
  const t = useTestApp(backend);

  conditionalCases(t, backend, {
    name: 'tags',
    base,
    create: async (app, n) =>
      json(
        await app.request('POST', base, {
          token: app.admin,
          json: { code: `t-${n}`, label: 'l', description: 'd' },
        }),
      ),
    put: (current) => ({ code: current.code, label: `${current.label}+`, description: current.description }),
    patch: { body: { label: 'patched' }, expected: { label: 'patched', description: 'd' } },
  });

  const patch = (id: number, body: object) =>
    t.request('PATCH', `${base}/${id}`, {
      token: t.admin,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/merge-patch+json' },
    });

  it('when a patch sets the description to null or changes the code, then null, resp. 400 RECORD.CODE_IMMUTABLE', async () => {
    const { id } = await json(
      await t.request('POST', base, { token: t.admin, json: { code: 'c', label: 'l', description: 'd' } }),
    );
    expect(await json(await patch(id, { description: null }))).toMatchObject({
      code: 'c',
      label: 'l',
      description: null,
    });
    await expectProblem(await patch(id, { code: 'other' }), 400, 'RECORD.CODE_IMMUTABLE');
  });
});
