import { beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { listed, walked } from '../../support/list-pages.js';
import { useTestApp } from '../../support/use-test-app.js';

const ROLES = '/api/v1/auth/roles';

/** docs/api/lists.md#roles: the role list pages, sorts, filters, searches and counts. */
describeEachBackend('role list', (backend) => {
  const t = useTestApp(backend);
  const codes = (query: string) => listed(t, `${ROLES}${query}`, 'code');

  beforeEach(async () => {
    for (const role of [
      { code: 'EDITOR', label: 'Éditeur' },
      { code: 'AUDITOR', label: 'Auditor' },
    ]) {
      expect((await t.request('POST', ROLES, { token: t.admin, json: role })).status).toBe(201);
    }
  });

  it('when no parameter is given, then every role by code, with exactly its fields', async () => {
    const response = await t.request('GET', ROLES, { token: t.admin });
    const roles = (await json(response)) as Record<string, unknown>[];
    expect(roles.map((role) => role.code)).toEqual(['ADMIN', 'ANONYMOUS', 'AUDITOR', 'EDITOR', 'USER']);
    expect(Object.keys(roles[0]!).sort()).toEqual(['code', 'id', 'label', 'permissions', 'system']);
  });

  it('when paged, sorted, filtered and searched, then as asked', async () => {
    expect(await walked(t, `${ROLES}?limit=2&sort=label`, 'code')).toEqual([
      'ADMIN',
      'ANONYMOUS',
      'AUDITOR',
      'USER',
      'EDITOR',
    ]);
    expect(await codes('?system=false')).toEqual(['AUDITOR', 'EDITOR']);
    expect(await codes('?system=true&sort=-code')).toEqual(['USER', 'ANONYMOUS', 'ADMIN']);
    expect(await codes('?q=editeur')).toEqual(['EDITOR']);
    expect(await codes('?q=a')).toEqual(['ADMIN', 'ANONYMOUS', 'AUDITOR']);
    const counted = await t.request('GET', `${ROLES}?system=true&count=true&limit=1`, { token: t.admin });
    expect(counted.headers.get('x-total-count')).toBe('3');
  });

  it('when a label changes, then the role is found by its new words', async () => {
    const [editor] = (await json(await t.request('GET', `${ROLES}?q=editor`, { token: t.admin }))) as {
      id: number;
    }[];
    const changed = await t.request('PUT', `${ROLES}/${editor!.id}`, {
      token: t.admin,
      json: { code: 'EDITOR', label: 'Redacteur' },
    });
    expect(changed.status).toBe(200);
    expect(await codes('?q=redac')).toEqual(['EDITOR']);
    expect(await codes('?q=editeur')).toEqual([]);
  });

  it('when a parameter is unknown or malformed, then 400 naming it', async () => {
    for (const [query, name] of [
      ['?sort=createdDate', 'sort'],
      ['?system=maybe', 'system'],
      ['?modifiedSince=2026-01-01T00:00:00Z', 'modifiedSince'],
    ] as const) {
      const problem = await expectProblem(
        await t.request('GET', `${ROLES}${query}`, { token: t.admin }),
        400,
      );
      expect(
        problem.errors?.map((error) => error.path),
        query,
      ).toContain(name);
    }
  });
});
