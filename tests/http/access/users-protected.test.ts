import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { ADMIN } from '../../support/test-app.js';
import { USERS, type UserBody, useUserAdministration } from './user-administration.js';

/** docs/api/access.md#users: the users an administrator may not disable, demote or rename. */
describeEachBackend('user administration', (backend) => {
  const { t, admin, forcedAdminId } = useUserAdministration(backend);

  describe('protected users', () => {
    async function secondAdmin(): Promise<{ id: number; token: string }> {
      const user = await t.createUser({ username: 'second', roles: ['ADMIN'] });
      return { id: user.id, token: await user.token() };
    }

    it.each([
      ['disabled', { username: ADMIN.username, enabled: false, roles: ['ADMIN'] }],
      ['stripped of ADMIN', { username: ADMIN.username, enabled: true, roles: ['USER'] }],
      ['renamed', { username: 'root', enabled: true, roles: ['ADMIN'] }],
    ])('when another admin has the forced admin %s, then 409 and nothing changes', async (_, body) => {
      const other = await secondAdmin();
      const id = await forcedAdminId();
      const response = await t.request('PUT', `${USERS}/${id}`, { token: other.token, json: body });
      await expectProblem(response, 409, 'USER.PROTECTED');
      const read = await admin('GET', `${USERS}/${id}`);
      expect(await read.json()).toMatchObject({ username: ADMIN.username, enabled: true, roles: ['ADMIN'] });
    });

    it('when another admin deletes the forced admin, then 409 and it still exists', async () => {
      const other = await secondAdmin();
      const id = await forcedAdminId();
      await expectProblem(
        await t.request('DELETE', `${USERS}/${id}`, { token: other.token }),
        409,
        'USER.PROTECTED',
      );
      expect((await admin('GET', `${USERS}/${id}`)).status).toBe(200);
    });

    it('when the forced admin is renamed only in case, then it is accepted and the account stays protected', async () => {
      const other = await secondAdmin();
      const id = await forcedAdminId();
      const rename = await admin('PUT', `${USERS}/${id}`, {
        username: 'ADMIN',
        enabled: true,
        roles: ['ADMIN'],
      });
      expect(rename.status).toBe(200);
      expect(((await rename.json()) as UserBody).username).toBe('ADMIN');
      await expectProblem(
        await t.request('DELETE', `${USERS}/${id}`, { token: other.token }),
        409,
        'USER.PROTECTED',
      );
    });

    it('when an admin deletes themself, then 409 and their token still works', async () => {
      const me = await secondAdmin();
      await expectProblem(
        await t.request('DELETE', `${USERS}/${me.id}`, { token: me.token }),
        409,
        'USER.PROTECTED',
      );
      expect((await t.request('GET', '/api/v1/auth/me', { token: me.token })).status).toBe(200);
    });

    it.each([
      ['disables themself', { username: 'second', enabled: false, roles: ['ADMIN'] }],
      ['removes their own ADMIN role', { username: 'second', enabled: true, roles: ['USER'] }],
    ])('when an admin %s, then 409', async (_, body) => {
      const me = await secondAdmin();
      const response = await t.request('PUT', `${USERS}/${me.id}`, { token: me.token, json: body });
      await expectProblem(response, 409, 'USER.PROTECTED');
      expect((await t.request('GET', USERS, { token: me.token })).status).toBe(200);
    });

    it('when an admin renames themself, then it is accepted', async () => {
      const me = await secondAdmin();
      const body = { username: 'second.renamed', enabled: true, roles: ['ADMIN'] };
      const response = await t.request('PUT', `${USERS}/${me.id}`, { token: me.token, json: body });
      expect(response.status).toBe(200);
      expect(((await response.json()) as UserBody).username).toBe('second.renamed');
    });
  });
});
