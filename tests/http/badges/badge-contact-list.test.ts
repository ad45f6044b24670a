import { beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { listed, walked } from '../../support/list-pages.js';
import { useTestApp } from '../../support/use-test-app.js';

/** docs/api/lists.md#a-badges-contacts: the contact list's parameters, over a badge's contacts only. */
describeEachBackend("a badge's contact list", (backend) => {
  const t = useTestApp(backend);
  let path: string;
  const ids: number[] = [];

  beforeEach(async () => {
    ids.length = 0;
    const people = [
      ['Ann', 'Young', 'ACME'],
      ['Bea', 'Adams', 'Other'],
      ['Cid', 'Moss', 'ACME'],
      ['Dan', 'Adams', 'ACME'],
    ];
    for (const [firstName, lastName, companyName] of people) {
      const response = await t.request('POST', '/api/v1/contact', {
        token: t.admin,
        json: { firstName, lastName, companyName },
      });
      ids.push((await json(response)).id);
    }
    const badge = await json(
      await t.request('POST', '/api/v1/badge', { token: t.admin, json: { code: 'B', label: 'Badge' } }),
    );
    path = `/api/v1/badge/${badge.id}/contacts`;
    const linked = await t.request('PUT', path, {
      token: t.admin,
      json: { contactIds: [ids[0], ids[2], ids[3]] },
    });
    expect(linked.status).toBe(200);
  });

  it('when no parameter is given, then only its contacts, by last name, first name, then ID', async () => {
    expect(await listed(t, path, 'firstName')).toEqual(['Dan', 'Cid', 'Ann']);
  });

  it('when paged, sorted, filtered and searched, then as the contact list does, over its contacts', async () => {
    expect(await walked(t, `${path}?limit=1&sort=-firstName`, 'firstName')).toEqual(['Dan', 'Cid', 'Ann']);
    expect(await listed(t, `${path}?q=adams`, 'firstName')).toEqual(['Dan']);
    expect(await listed(t, `${path}?company=Other`, 'firstName')).toEqual([]);
    const counted = await t.request('GET', `${path}?company=ACME&count=true&limit=1`, { token: t.admin });
    expect(counted.headers.get('x-total-count')).toBe('3');
  });

  it('when the badge does not exist or a parameter is wrong, then 404 or 400 naming it', async () => {
    await expectProblem(await t.request('GET', '/api/v1/badge/999999/contacts', { token: t.admin }), 404);
    const problem = await expectProblem(await t.request('GET', `${path}?sort=code`, { token: t.admin }), 400);
    expect(problem.errors?.map((error) => error.path)).toContain('sort');
  });
});
