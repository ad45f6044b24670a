import { beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { listed, walked } from '../../support/list-pages.js';
import { useTestApp } from '../../support/use-test-app.js';

const USERS = '/api/v1/auth/users';

/** docs/api/lists.md#users: the user list pages, sorts, filters, searches and counts. */
describeEachBackend('user list', (backend) => {
  const t = useTestApp(backend);
  const names = (query: string) => listed(t, `${USERS}${query}`, 'username');

  beforeEach(async () => {
    const users = [
      { username: 'jean.dupont', enabled: true, roles: ['USER'] },
      { username: 'Zoe', enabled: false, roles: ['USER'] },
      { username: 'bob-admin', enabled: true, roles: ['ADMIN', 'USER'] },
    ];
    for (const user of users) {
      const response = await t.request('POST', USERS, {
        token: t.admin,
        json: { ...user, password: 'a-long-enough-password' },
      });
      expect(response.status).toBe(201);
    }
  });

  it('when no parameter is given, then every user by username in binary order', async () => {
    const response = await t.request('GET', USERS, { token: t.admin });
    expect(response.headers.get('link')).toBeNull();
    expect(((await json(response)) as { username: string }[]).map((user) => user.username)).toEqual([
      'Zoe',
      'admin',
      'bob-admin',
      'jean.dupont',
    ]);
  });

  it('when paged and sorted, then the pages follow their Links, each user once', async () => {
    expect(await walked(t, `${USERS}?limit=1`, 'username')).toEqual(await names(''));
    expect(await walked(t, `${USERS}?limit=3&sort=-username`, 'username')).toEqual([
      'jean.dupont',
      'bob-admin',
      'admin',
      'Zoe',
    ]);
    expect(await names('?sort=-createdDate')).toEqual(['bob-admin', 'Zoe', 'jean.dupont', 'admin']);
  });

  it('when filtered by role, enabled or change time, then only those users', async () => {
    expect(await names('?role=ADMIN')).toEqual(['admin', 'bob-admin']);
    expect(await names('?role=USER&enabled=true')).toEqual(['bob-admin', 'jean.dupont']);
    expect(await names('?enabled=false')).toEqual(['Zoe']);
    expect(await names('?role=NOBODY')).toEqual([]);
    expect(await names('?modifiedSince=2200-01-01T00:00:00Z')).toEqual([]);
  });

  it('when searched, then by the words of the username, without case', async () => {
    expect(await names('?q=dupont')).toEqual(['jean.dupont']);
    expect(await names('?q=ADM')).toEqual(['admin', 'bob-admin']);
    const renamed = await t.request('GET', `${USERS}?q=zoe`, { token: t.admin });
    const [zoe] = (await json(renamed)) as { id: number }[];
    const changed = await t.request('PUT', `${USERS}/${zoe!.id}`, {
      token: t.admin,
      json: { username: 'zoe.martin', enabled: false, roles: ['USER'] },
    });
    expect(changed.status).toBe(200);
    expect(await names('?q=martin')).toEqual(['zoe.martin']);
  });

  it('when count=true, then X-Total-Count holds every matching user', async () => {
    const response = await t.request('GET', `${USERS}?role=USER&limit=1&count=true`, { token: t.admin });
    expect(response.headers.get('x-total-count')).toBe('3');
  });

  it('when a parameter is unknown or malformed, then 400 naming it', async () => {
    for (const [query, name] of [
      ['?sort=code', 'sort'],
      ['?enabled=yes', 'enabled'],
      ['?roles=ADMIN', 'roles'],
      ['?limit=1&cursor=x', 'cursor'],
    ] as const) {
      const problem = await expectProblem(
        await t.request('GET', `${USERS}${query}`, { token: t.admin }),
        400,
      );
      expect(
        problem.errors?.map((error) => error.path),
        query,
      ).toContain(name);
    }
  });
});
