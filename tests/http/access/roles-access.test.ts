import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { ROLES, useRoleAdministration } from './role-administration.js';

/** docs/api/access.md#roles: who may call the role endpoints. */
describeEachBackend('role administration', (backend) => {
  const { t, createRole, listRoles } = useRoleAdministration(backend);

  describe('access', () => {
    function routes(targetId: number) {
      return [
        ['GET', ROLES, undefined],
        ['POST', ROLES, { code: 'INTRUDER', label: 'Intruder' }],
        ['GET', `${ROLES}/${targetId}`, undefined],
        ['PUT', `${ROLES}/${targetId}`, { label: 'Hijacked' }],
        ['DELETE', `${ROLES}/${targetId}`, undefined],
        ['POST', `${ROLES}/delete-selected`, { ids: [targetId] }],
      ] as const;
    }

    it('when no token is sent, then every role endpoint answers 401 with WWW-Authenticate', async () => {
      const target = await createRole('TARGET', 'Target');
      for (const [method, path, json] of routes(target.id)) {
        const response = await t.request(method, path, { json });
        expect({ route: `${method} ${path}`, status: response.status }).toEqual({
          route: `${method} ${path}`,
          status: 401,
        });
        expect(response.headers.get('www-authenticate')).toBe('Bearer');
      }
    });

    it('when a USER-role token is sent, then every role endpoint answers 403 and nothing changes', async () => {
      const target = await createRole('TARGET', 'Target');
      const user = await t.createUser({ username: 'plain', roles: ['USER'] });
      const token = await user.token();
      for (const [method, path, json] of routes(target.id)) {
        const response = await t.request(method, path, { token, json });
        expect({ route: `${method} ${path}`, status: response.status }).toEqual({
          route: `${method} ${path}`,
          status: 403,
        });
      }
      expect((await listRoles()).map((role) => [role.code, role.label])).toEqual([
        ['ADMIN', 'Administrator'],
        ['ANONYMOUS', 'Anonymous'],
        ['TARGET', 'Target'],
        ['USER', 'User'],
      ]);
    });
  });
});
