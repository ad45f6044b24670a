import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { USERS, type UserBody, useUserAdministration } from './user-administration.js';

/** docs/api/access.md#users: who may call the user endpoints. */
describeEachBackend('user administration', (backend) => {
  const { t, admin } = useUserAdministration(backend);

  describe('access', () => {
    function routes(targetId: number) {
      const update = { username: 'target', enabled: false, roles: ['USER'] };
      return [
        ['GET', USERS, undefined],
        ['POST', USERS, { username: 'intruder', password: 'intruder-password' }],
        ['GET', `${USERS}/${targetId}`, undefined],
        ['PUT', `${USERS}/${targetId}`, update],
        ['DELETE', `${USERS}/${targetId}`, undefined],
        ['POST', `${USERS}/delete-selected`, { ids: [targetId] }],
      ] as const;
    }

    it('when no token is sent, then every user endpoint answers 401 with WWW-Authenticate', async () => {
      const target = await t.createUser({ username: 'target' });
      for (const [method, path, json] of routes(target.id)) {
        const response = await t.request(method, path, { json });
        expect({ route: `${method} ${path}`, status: response.status }).toEqual({
          route: `${method} ${path}`,
          status: 401,
        });
        expect(response.headers.get('www-authenticate')).toBe('Bearer');
      }
    });

    it('when a USER-role token is sent, then every user endpoint answers 403 and nothing changes', async () => {
      const target = await t.createUser({ username: 'target' });
      const user = await t.createUser({ username: 'plain', roles: ['USER'] });
      const token = await user.token();
      for (const [method, path, json] of routes(target.id)) {
        const response = await t.request(method, path, { token, json });
        expect({ route: `${method} ${path}`, status: response.status }).toEqual({
          route: `${method} ${path}`,
          status: 403,
        });
      }
      const list = (await (await admin('GET', USERS)).json()) as UserBody[];
      expect(list.map((u) => [u.username, u.enabled])).toEqual([
        ['admin', true],
        ['plain', true],
        ['target', true],
      ]);
    });
  });
});
