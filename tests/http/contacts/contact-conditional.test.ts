import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { conditionalCases } from '../shared/conditional-cases.js';

const base = '/api/v1/contact';

/** docs/api/records.md#conditional-requests and #patch, on contacts. */
describeEachBackend('contacts: ETags, If-Match, If-None-Match and PATCH', (backend) => {
  const t = useTestApp(backend);
  const create = async (body: object) => json(await t.request('POST', base, { token: t.admin, json: body }));

  conditionalCases(t, backend, {
    name: 'contacts',
    base,
    create: (_app, n) => create({ firstName: 'Ada', lastName: `Lovelace ${n}`, email: 'ada@example.org' }),
    put: (current) => ({
      firstName: `${current.firstName}+`,
      lastName: current.lastName,
      email: current.email,
    }),
    patch: {
      body: { companyName: 'Analytical' },
      expected: { companyName: 'Analytical', email: 'ada@example.org' },
    },
  });

  it('when a patch resets the e-mail or breaks a field rule, then null, resp. the rule of PUT (400) and nothing changes', async () => {
    const { id } = await create({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org' });
    const patch = (body: object) =>
      t.request('PATCH', `${base}/${id}`, {
        token: t.admin,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/merge-patch+json' },
      });
    await expectProblem(await patch({ email: 'not an address' }), 400, 'CONTACT.INVALID_EMAIL');
    await expectProblem(await patch({ lastName: null }), 400, 'REQUEST.INVALID');
    expect(await json(await patch({ email: null }))).toMatchObject({ firstName: 'Grace', email: null });
  });
});
