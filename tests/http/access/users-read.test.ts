import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { UNKNOWN_ID, USER_KEYS, USERS, type UserBody, useUserAdministration } from './user-administration.js';

/** docs/api/access.md#users: listing and reading users. */
describeEachBackend('user administration', (backend) => {
  const { t, admin } = useUserAdministration(backend);

  describe('list and read', () => {
    it('when users are listed, then they come ordered by username by code point', async () => {
      for (const username of ['zeta', 'Bravo', 'alpha', '_under']) await t.createUser({ username });
      const response = await admin('GET', USERS);
      expect(response.status).toBe(200);
      const users = (await response.json()) as UserBody[];
      expect(users.map((user) => user.username)).toEqual(['Bravo', '_under', 'admin', 'alpha', 'zeta']);
      for (const user of users) expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    });

    it('when a user is read by id, then 200 with the same representation as in the list', async () => {
      const grace = await t.createUser({ username: 'grace', roles: ['ADMIN', 'USER'], enabled: false });
      const response = await admin('GET', `${USERS}/${grace.id}`);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({
        id: grace.id,
        username: 'grace',
        enabled: false,
        roles: ['ADMIN', 'USER'],
      });
      const list = (await (await admin('GET', USERS)).json()) as UserBody[];
      expect(list.find((user) => user.id === grace.id)).toEqual(body);
    });

    it('when an unknown id is read, then 404', async () => {
      await expectProblem(await admin('GET', `${USERS}/${UNKNOWN_ID}`), 404, 'USER.NOT_FOUND');
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999999999'])(
      'when the id is "%s", then get, put and delete give 400',
      async (id) => {
        const body = { username: 'henry', enabled: true, roles: ['USER'] };
        await expectProblem(await admin('GET', `${USERS}/${id}`), 400);
        await expectProblem(await admin('PUT', `${USERS}/${id}`, body), 400);
        await expectProblem(await admin('DELETE', `${USERS}/${id}`), 400);
      },
    );
  });
});
